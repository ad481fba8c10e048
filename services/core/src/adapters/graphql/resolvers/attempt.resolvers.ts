import { listAttempts } from '../../../application/attempt/list-my-attempts.use-case.ts';
import { saveDraft } from '../../../application/attempt/save-draft.use-case.ts';
import { startAttempt } from '../../../application/attempt/start-attempt.use-case.ts';
import { submitAttempt } from '../../../application/attempt/submit-attempt.use-case.ts';
import { submitTask } from '../../../application/attempt/submit-task.use-case.ts';
import { wordCount } from '../../../domain/attempt/word-count.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { nullWhenNotFound } from './not-found.ts';
import { pageFrom } from './pagination.ts';
import { readableEvaluation } from './readable-evaluation.ts';

export const attemptResolvers: Resolvers = {
  AttemptStatus: {
    NOT_ATTEMPTED: 'NotAttempted',
    IN_PROGRESS: 'InProgress',
    SUBMITTED: 'Submitted',
    EVALUATION_DONE: 'EvaluationDone',
    TIMED_OUT: 'TimedOut',
  },
  Query: {
    myAttempts: async (_parent, { limit, offset }, { deps, actor }) => {
      const me = await actor();
      return listAttempts(deps, { actor: me, userId: me.userId, page: pageFrom(limit, offset) });
    },
    // Through the request's loader: the attempt and its evaluation are read once however often they are asked.
    attempt: async (_parent, { id }, { loaders }) => (await nullWhenNotFound(loaders.attemptView(id)))?.attempt ?? null,
  },
  Mutation: {
    startAttempt: async (_parent, { mockTestId }, { deps, actor }) =>
      startAttempt(deps, { actor: await actor(), mockTestId }),
    // An owner check is all an autosave needs of the caller: no profile read on the busiest write.
    saveDraft: async (_parent, { attemptId, answers }, { deps, callerId }) =>
      saveDraft(deps, { actor: { userId: await callerId() }, attemptId, answers }),
    submitTask: async (_parent, { attemptId, answer }, { deps, actor }) =>
      submitTask(deps, { actor: await actor(), attemptId, answer }),
    submitAttempt: async (_parent, { attemptId, answers }, { deps, actor }) =>
      submitAttempt(deps, { actor: await actor(), attemptId, answers }),
  },
  Attempt: {
    mockTest: (attempt, _args, { loaders }) =>
      loaders.primedMockTest(attempt.mockTestId) ?? loaders.mockTest(attempt.mockTestId),
    // Only through getAttempt: a candidate never sees an evaluation before its release.
    // A view primed from a queue entry may not have been checked for blind second marking; getAttempt's was.
    evaluation: async (attempt, _args, context) =>
      (await readableEvaluation(context, await context.loaders.attemptView(attempt.id))).evaluation,
  },
  Answer: {
    wordCount: (answer) => wordCount(answer.text),
  },
};
