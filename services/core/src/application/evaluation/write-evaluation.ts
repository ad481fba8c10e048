import { claim } from '../../domain/attempt/tutor-claim.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import { editEvaluation } from '../../domain/evaluation/evaluation-rules.ts';
import { type ScoringContext, scoringContextOf } from '../../domain/evaluation/scoring-context.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { type EvaluationInput, evaluationContentOf } from './evaluation-input.ts';
import type { QueueEntry } from './grading-row.ts';
import { lockGradableAttempt } from './load-gradable-attempt.ts';
import { loadQueueEntry } from './queue-entry.ts';

/**
 * The shared first half of saving and publishing, inside the caller's transaction: locks the attempt, claims it for
 * the caller if nobody holds it (CONFLICT when another tutor does, unless the caller is an admin) and applies the
 * tutor's content as a draft (CONFLICT once published: publishing is final). Nothing is stored yet; `claimed` tells
 * whether the attempt changed.
 */
export async function writeEvaluation(
  tx: Pick<CoreDeps, 'attempts' | 'clock' | 'evaluations' | 'ids' | 'mockTests' | 'profiles' | 'settings'>,
  actor: Profile,
  attemptId: string,
  input: EvaluationInput,
): Promise<{ entry: QueueEntry; claimed: boolean; evaluation: Evaluation; scoring: ScoringContext; now: Date }> {
  const attempt = await lockGradableAttempt(tx, actor, attemptId);
  const entry = await loadQueueEntry(tx, attempt);
  const now = tx.clock.now();
  const claimedAttempt = claim(
    attempt,
    actor.id,
    { takeOver: actor.role === 'admin', idleMinutes: tx.settings.claimIdleMinutes },
    now,
  );
  const scoring = scoringContextOf(entry.test, attempt);
  const evaluation = editEvaluation(entry.evaluation, evaluationContentOf(input, entry.test), {
    ...scoring,
    answers: attempt.answers,
    id: entry.evaluation?.id ?? tx.ids.newId(),
    attemptId: attempt.id,
    tutorId: actor.id,
    rubricVersion: entry.test.rubricVersion,
    now,
  });
  return {
    entry: { ...entry, attempt: claimedAttempt },
    claimed: claimedAttempt !== attempt,
    evaluation,
    scoring,
    now,
  };
}

/** Stores an evaluation just written: the first draft is inserted, later ones update the version read. */
export function storeEvaluation(
  tx: Pick<CoreDeps, 'evaluations'>,
  evaluation: Evaluation,
  existed: boolean,
): Promise<Evaluation> {
  return existed ? tx.evaluations.update(evaluation) : tx.evaluations.insert(evaluation);
}
