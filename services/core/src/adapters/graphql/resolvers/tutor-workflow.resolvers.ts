import type { QueueEntry } from '../../../application/evaluation/grading-row.ts';
import { listGradedWork } from '../../../application/evaluation/list-graded-work.use-case.ts';
import { previewOverall } from '../../../application/evaluation/preview-overall.use-case.ts';
import type { QueueStatusFilter } from '../../../application/evaluation/queue-filter.ts';
import { releasedOnTime } from '../../../domain/evaluation/released-on-time.ts';
import { getPlan } from '../../../domain/plan/plan-catalogue.ts';
import { promisingPlanAt } from '../../../domain/plan/test-access.ts';
import type { QueueStatusFilter as GraphqlQueueStatus, Resolvers } from '../generated/resolvers-types.ts';
import type { GraphqlLoaders } from '../graphql-context.ts';
import { pageFrom } from './pagination.ts';

/** The GraphQL names of the queue statuses, exhaustively mapped to the use case's. */
export const queueStatusOf: Record<GraphqlQueueStatus, QueueStatusFilter> = {
  UNCLAIMED: 'unclaimed',
  MINE: 'mine',
  CLAIMED_BY_OTHERS: 'claimedByOthers',
  OVERDUE: 'overdue',
};

// My work's entries come from a tutor-only use case that already read the attempt and test: nested fields reuse them.
const primed = (loaders: GraphqlLoaders, entry: QueueEntry): QueueEntry => {
  loaders.primeAttemptView({ attempt: entry.attempt, evaluation: entry.evaluation });
  loaders.primeMockTest({ test: entry.test, unlocked: true });
  return entry;
};

export const tutorWorkflowResolvers: Resolvers = {
  Query: {
    overallPreview: async (_parent, { exam, taskKeys, criterionScores, attemptId }, { deps, actor }) =>
      previewOverall(deps, { actor: await actor(), exam, taskKeys, criterionScores, attemptId }),
    myGradedWork: async (_parent, { search, limit, offset }, { deps, actor, loaders }) => {
      const page = await listGradedWork(deps, { actor: await actor(), search, page: pageFrom(limit, offset) });
      return { items: page.items.map((entry) => primed(loaders, entry)), total: page.total };
    },
  },
  QueueItem: {
    // The plan that set the deadline (as the turnaround dashboard and the escalation mails name it), not the
    // candidate's plan of today: one label for one answer everywhere.
    plan: (entry) =>
      entry.attempt.submittedAt ? getPlan(promisingPlanAt(entry.candidate, entry.attempt.submittedAt)) : null,
    candidateEmail: (entry) => entry.candidate.email,
    onTime: (entry) => releasedOnTime(entry.attempt, entry.evaluation),
  },
};
