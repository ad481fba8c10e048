import { getRewrite, getRewriteOfAttempt } from '../../../application/rewrite/get-rewrite.use-case.ts';
import { publishRecheck } from '../../../application/rewrite/publish-recheck.use-case.ts';
import type { RecheckItem } from '../../../application/rewrite/recheck-item.ts';
import { getRecheckItem, listRecheckQueue } from '../../../application/rewrite/recheck-queue.use-cases.ts';
import { saveRewriteDraft } from '../../../application/rewrite/save-rewrite-draft.use-case.ts';
import { startRewrite } from '../../../application/rewrite/start-rewrite.use-case.ts';
import { submitRewrite } from '../../../application/rewrite/submit-rewrite.use-case.ts';
import { getExam } from '../../../domain/exam/exam-catalogue.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { GraphqlLoaders } from '../graphql-context.ts';
import { nullWhenNotFound } from './not-found.ts';
import { pageFrom } from './pagination.ts';

// Recheck items come from tutor-only use cases, which see every evaluation: the nested attempt fields reuse them.
const primed = (loaders: GraphqlLoaders, item: RecheckItem): RecheckItem => {
  loaders.primeAttemptView({ attempt: item.original, evaluation: item.evaluation });
  loaders.primeMockTest({ test: item.test, unlocked: true });
  return item;
};

export const rewriteResolvers: Resolvers = {
  RecheckVerdict: { FIXED: 'Fixed', PARTLY_FIXED: 'PartlyFixed', NOT_YET_FIXED: 'NotYetFixed' },
  Query: {
    recheckQueue: async (_parent, { limit, offset }, { deps, actor, loaders }) => {
      const page = await listRecheckQueue(deps, { actor: await actor(), page: pageFrom(limit, offset) });
      return { items: page.items.map((item) => primed(loaders, item)), total: page.total };
    },
    recheckItem: async (_parent, { rewriteId }, { deps, actor, loaders }) => {
      const item = await nullWhenNotFound(getRecheckItem(deps, { actor: await actor(), rewriteId }));
      return item ? primed(loaders, item) : null;
    },
    rewrite: async (_parent, { id }, { deps, actor }) =>
      nullWhenNotFound(getRewrite(deps, { actor: await actor(), rewriteId: id })),
  },
  Mutation: {
    startRewrite: async (_parent, { attemptId }, { deps, actor }) =>
      startRewrite(deps, { actor: await actor(), attemptId }),
    saveRewriteDraft: async (_parent, { rewriteId, answers }, { deps, actor }) =>
      saveRewriteDraft(deps, { actor: await actor(), rewriteId, answers }),
    submitRewrite: async (_parent, { rewriteId, answers }, { deps, actor }) =>
      submitRewrite(deps, { actor: await actor(), rewriteId, answers }),
    // Publishing is final: a revoked or disabled tutor is refused at once, as when publishing an evaluation.
    publishRecheck: async (_parent, { rewriteId, checks, criterionScores }, { deps, freshActor, loaders }) =>
      primed(
        loaders,
        await publishRecheck(deps, {
          actor: await freshActor(),
          rewriteId,
          checks: checks.map((check) => ({ ...check, comment: check.comment ?? '' })),
          criterionScores: criterionScores ?? null,
        }),
      ),
  },
  Attempt: {
    rewrite: async (attempt, _args, { deps, actor }) =>
      getRewriteOfAttempt(deps, { actor: await actor(), attemptId: attempt.id, attemptUserId: attempt.userId }),
  },
  RecheckItem: {
    rewrite: (item) => item.rewrite,
    original: (item) => item.original,
    candidateName: (item) => item.candidate.fullName,
    exam: (item) => getExam(item.test.exam),
  },
};
