import {
  deleteCommentPhrase,
  listMyCommentPhrases,
  saveCommentPhrase,
} from '../../../application/comment-bank/comment-bank.use-cases.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const commentBankResolvers: Resolvers = {
  Query: {
    myCommentPhrases: async (_parent, { exam }, { deps, actor }) =>
      listMyCommentPhrases(deps, { actor: await actor(), exam }),
  },
  Mutation: {
    saveCommentPhrase: async (_parent, { exam, criterion, text }, { deps, actor }) =>
      saveCommentPhrase(deps, { actor: await actor(), exam, criterion, text }),
    deleteCommentPhrase: async (_parent, { id }, { deps, actor }) =>
      deleteCommentPhrase(deps, { actor: await actor(), id }),
  },
};
