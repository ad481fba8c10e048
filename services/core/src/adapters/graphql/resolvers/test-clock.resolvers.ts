import { makeTimerDueNow } from '../../../application/test-clock/make-timer-due-now.use-case.ts';
import { setTestClock } from '../../../application/test-clock/set-test-clock.use-case.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const testClockResolvers: Resolvers = {
  SecondMarkingDraw: { ALWAYS: 'always', NEVER: 'never' },
  Mutation: {
    setTestClock: async (_parent, { input }, { deps, actor }) =>
      setTestClock(deps, {
        actor: await actor(),
        email: input.email,
        evaluationDeadlineSeconds: input.evaluationDeadlineSeconds ?? null,
        writingSeconds: input.writingSeconds ?? null,
        secondMarking: input.secondMarking ?? null,
      }),
    makeTimerDueNow: async (_parent, { timerId }, { deps, actor }) =>
      makeTimerDueNow(deps, { actor: await actor(), timerId }),
  },
};
