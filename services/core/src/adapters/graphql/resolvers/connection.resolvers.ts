import { listGradedWorkSlice } from '../../../application/connections/list-graded-work-slice.use-case.ts';
import { listMyAttemptsSlice } from '../../../application/connections/list-my-attempts-slice.use-case.ts';
import { listQueueSlice } from '../../../application/connections/list-queue-slice.use-case.ts';
import { afterIdOf, checkFirst, connectionOf } from '../connection-cursor.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { queueStatusOf } from './tutor-workflow.resolvers.ts';

/**
 * The cursor-paged lists (schema/connections.graphql). Kept apart from the limit/offset fields the web apps use;
 * `maxPageSize` is GRAPHQL_MAX_PAGE_SIZE.
 */
export function connectionResolvers(maxPageSize: number): Resolvers {
  return {
    Query: {
      myAttemptsConnection: async (_parent, { first, after }, { deps, actor }) => {
        const me = await actor();
        const slice = await listMyAttemptsSlice(deps, {
          actor: me,
          first: checkFirst(first, maxPageSize),
          afterId: afterIdOf('attempts', after),
        });
        return connectionOf('attempts', slice, (attempt) => attempt.id);
      },
      evaluationQueueConnection: async (_parent, { first, after, filter }, { deps, actor, loaders }) => {
        const slice = await listQueueSlice(deps, {
          actor: await actor(),
          first: checkFirst(first, maxPageSize),
          afterId: afterIdOf('queue', after),
          filter: filter ? { ...filter, status: filter.status && queueStatusOf[filter.status] } : undefined,
        });
        // Queue entries come from a tutor-only use case, which already sees every evaluation: nested fields reuse them.
        for (const entry of slice.items) {
          loaders.primeAttemptView({ attempt: entry.attempt, evaluation: entry.evaluation });
          loaders.primeMockTest({ test: entry.test, unlocked: true });
        }
        return connectionOf('queue', slice, (entry) => entry.attempt.id);
      },
      myGradedWorkConnection: async (_parent, { first, after }, { deps, actor, loaders }) => {
        const slice = await listGradedWorkSlice(deps, {
          actor: await actor(),
          first: checkFirst(first, maxPageSize),
          afterId: afterIdOf('graded', after),
        });
        for (const entry of slice.items) {
          loaders.primeAttemptView({ attempt: entry.attempt, evaluation: entry.evaluation });
          loaders.primeMockTest({ test: entry.test, unlocked: true });
        }
        return connectionOf('graded', slice, (entry) => entry.attempt.id);
      },
    },
  };
}
