import { setPracticeWithHints } from '../../../application/profile/set-practice-with-hints.use-case.ts';
import { hintLabels, visibleHints } from '../../../domain/exam/task-hints.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const hintsResolvers: Resolvers = {
  HintKind: {
    INCLUDE: 'include',
    TONE: 'tone',
    CLOSING: 'closing',
    INTERPRETATION: 'interpretation',
    RATIONALE: 'rationale',
    REGISTER: 'register',
    CONTENT: 'content',
  },
  Mutation: {
    setPracticeWithHints: async (_parent, { on }, { deps, actor }) =>
      setPracticeWithHints(deps, { actor: await actor(), on }),
  },
  Profile: {
    practiceWithHints: (profile) => profile.practiceWithHints,
  },
  Attempt: {
    withHints: (attempt) => attempt.withHints,
    // Whoever may read the attempt reaches here; the rule decides whether its hints are theirs to read.
    hints: async (attempt, _args, { actor, loaders }) => {
      const test = await loaders.mockTest(attempt.mockTestId);
      return test ? visibleHints(await actor(), attempt, test.test) : [];
    },
  },
  TaskHint: {
    label: (hint) => hintLabels[hint.kind],
  },
};
