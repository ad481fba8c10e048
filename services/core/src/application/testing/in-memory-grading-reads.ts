import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { GradingReads, GradingRow } from '../evaluation/grading-reads.ts';
import type { InMemoryDeps } from './in-memory-deps.ts';

type Sources = Pick<InMemoryDeps, 'profiles' | 'attempts' | 'evaluations'>;

/** GradingReads over the in-memory repositories, one lookup after the other (speed does not matter here). */
export function createInMemoryGradingReads(sources: Sources): GradingReads {
  const rowOf = async (attempt: Attempt): Promise<GradingRow> => {
    const candidate = await sources.profiles.findByUserId(attempt.userId);
    if (!candidate) throw new Error(`Attempt ${attempt.id} refers to a missing profile (${attempt.userId}).`);
    const claimer = attempt.claimedBy ? await sources.profiles.findById(attempt.claimedBy) : null;
    return {
      attempt,
      candidate,
      evaluation: await sources.evaluations.findByAttemptId(attempt.id),
      claimedByName: claimer?.fullName ?? null,
    };
  };
  return {
    async queuePage(page) {
      const { items, total } = await sources.attempts.listAwaitingEvaluation(page);
      return { items: await Promise.all(items.map(rowOf)), total };
    },
    async gradingRow(attemptId) {
      const attempt = await sources.attempts.findById(attemptId);
      return attempt ? rowOf(attempt) : null;
    },
  };
}
