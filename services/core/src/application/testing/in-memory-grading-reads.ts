import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import { promisingPlanAt } from '../../domain/plan/test-access.ts';
import type { CoreDeps } from '../deps.ts';
import type { GradingReads } from '../evaluation/grading-reads.ts';
import type { GradingRow } from '../evaluation/grading-row.ts';
import type { QueueQuery } from '../evaluation/queue-filter.ts';

// The fakes' own ports, and every evaluation they hold (the graded list scans them all, as the table's query does).
type Sources = Pick<CoreDeps, 'profiles' | 'attempts' | 'mockTests'> & {
  evaluations: CoreDeps['evaluations'] & { all(): Evaluation[] };
};

const everything = { limit: Number.MAX_SAFE_INTEGER, offset: 0 };

function matches(row: GradingRow, query: QueueQuery): boolean {
  const { attempt } = row;
  const touched = attempt.claimTouchedAt ?? attempt.claimedAt;
  const holder = touched !== null && touched > query.claimsIdleSince ? attempt.claimedBy : null;
  if (query.exam && attempt.exam !== query.exam) return false;
  // The plan that set the deadline (QueueItem.plan): the one held at submission, else Bronze.
  if (
    query.plan &&
    (!row.attempt.submittedAt || promisingPlanAt(row.candidate, row.attempt.submittedAt) !== query.plan)
  ) {
    return false;
  }
  switch (query.status) {
    case 'unclaimed':
      return holder === null;
    case 'mine':
      return holder === query.viewerId;
    case 'claimedByOthers':
      return holder !== null && holder !== query.viewerId;
    case 'overdue':
      return (
        !row.evaluation?.publishedAt &&
        (attempt.overdue || (attempt.deadlineAt !== null && attempt.deadlineAt < query.now))
      );
    default:
      return true;
  }
}

const page = <T>(items: T[], { limit, offset }: { limit: number; offset: number }) => ({
  items: items.slice(offset, offset + limit),
  total: items.length,
});

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
    async queuePage(wanted, query) {
      const { items } = await sources.attempts.listAwaitingEvaluation(everything);
      const rows = await Promise.all(items.map(rowOf));
      return page(
        rows.filter((row) => matches(row, query)),
        wanted,
      );
    },
    async gradedPage(wanted, query) {
      const needle = query.search.toLowerCase();
      const graded = sources.evaluations
        .all()
        .filter((evaluation) => evaluation.tutorId === query.tutorId && evaluation.publishedAt !== null)
        .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
      const rows: GradingRow[] = [];
      for (const evaluation of graded) {
        const attempt = await sources.attempts.findById(evaluation.attemptId);
        if (!attempt) continue;
        const row = await rowOf(attempt);
        const title = (await sources.mockTests.findById(attempt.mockTestId))?.title ?? '';
        const haystack = [row.candidate.fullName, row.candidate.email, title].map((text) => text.toLowerCase());
        if (needle === '' || haystack.some((text) => text.includes(needle))) rows.push(row);
      }
      return page(rows, wanted);
    },
    async gradingRow(attemptId) {
      const attempt = await sources.attempts.findById(attemptId);
      return attempt ? rowOf(attempt) : null;
    },
  };
}
