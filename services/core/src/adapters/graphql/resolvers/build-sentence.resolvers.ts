import type { Attempt } from '../../../domain/attempt/attempt.ts';
import { sentenceVerdictsVisible } from '../../../domain/attempt/sentence-visibility.ts';
import {
  buildSentenceKey,
  buildSentenceScore,
  buildSentenceTask,
  buildSentenceView,
  sentenceItemsFor,
  tileShuffleOf,
} from '../../../domain/exam/build-sentence.ts';
import { isStaff } from '../../../domain/profile/profile-rules.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { GraphqlContext } from '../graphql-context.ts';

/** The attempt's test when it has Build a Sentence, and whether the caller may see the verdicts yet. */
async function sentenceContext(attempt: Attempt, context: GraphqlContext) {
  const entry = await context.loaders.mockTest(attempt.mockTestId);
  const task = entry ? buildSentenceTask(entry.test.tasks) : null;
  if (!entry || !task) return null;
  const reveal = sentenceVerdictsVisible(isStaff(await context.actor()), attempt);
  return { test: entry.test, task, reveal };
}

export const buildSentenceResolvers: Resolvers = {
  Attempt: {
    sentenceItems: async (attempt, _args, context) => {
      const found = await sentenceContext(attempt, context);
      if (!found) return [];
      const text = attempt.answers.find((answer) => answer.taskKey === buildSentenceKey)?.text ?? '';
      const items = sentenceItemsFor(found.task, attempt.sentenceBank);
      return buildSentenceView(items, text, tileShuffleOf(attempt), found.reveal);
    },
    sentenceScore: async (attempt, _args, context) => {
      const found = await sentenceContext(attempt, context);
      return found?.reveal ? buildSentenceScore(found.test, attempt) : null;
    },
  },
};
