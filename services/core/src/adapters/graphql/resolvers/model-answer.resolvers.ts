import { getModelAnswers } from '../../../application/attempt/get-model-answers.use-case.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const modelAnswerResolvers: Resolvers = {
  Attempt: {
    modelAnswers: async (attempt, _args, { deps, actor }) => getModelAnswers(deps, { actor: await actor(), attempt }),
  },
};
