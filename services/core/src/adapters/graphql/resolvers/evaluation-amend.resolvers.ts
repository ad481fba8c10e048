import { amendEvaluation } from '../../../application/evaluation/amend-evaluation.use-case.ts';
import { listEvaluationVersions } from '../../../application/evaluation/list-evaluation-versions.use-case.ts';
import { canAmend } from '../../../domain/evaluation/amendment.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const evaluationAmendResolvers: Resolvers = {
  Mutation: {
    // Like publishing, an amend changes what the candidate will read: a revoked tutor is refused at once.
    amendEvaluation: async (_parent, { attemptId, basedOnVersion, input }, { deps, freshActor, loaders }) => {
      const entry = await amendEvaluation(deps, {
        actor: await freshActor(),
        attemptId,
        basedOnVersion,
        input: { ...input, comments: input.comments ?? [] },
      });
      loaders.primeAttemptView({ attempt: entry.attempt, evaluation: entry.evaluation });
      loaders.primeMockTest({ test: entry.test, unlocked: true });
      return entry;
    },
  },
  QueueItem: {
    evaluationVersions: async (entry, _args, { deps, actor }) =>
      listEvaluationVersions(deps, { actor: await actor(), evaluation: entry.evaluation }),
    amendable: async (entry, _args, { deps, actor }) =>
      canAmend(entry.evaluation, entry.attempt, (await actor()).id, deps.clock.now()),
  },
  EvaluationVersion: {
    publishedBy: (version) => version.publishedByName,
  },
};
