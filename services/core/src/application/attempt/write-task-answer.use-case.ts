import { isSubmitted } from '../../domain/attempt/attempt-rules.ts';
import { writtenTasks } from '../../domain/exam/build-sentence.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { type AttemptRecord, loadAttemptRecord } from './attempt-record.ts';
import { saveDraft } from './save-draft.use-case.ts';
import { startAttempt } from './start-attempt.use-case.ts';
import { submitAttempt } from './submit-attempt.use-case.ts';

/**
 * Writes the answer of one task of a test — a draft, or the submit — starting the attempt when it has none yet, for
 * callers that send one task per call (the old REST contract). `taskIndex` beyond the test's tasks means its last one.
 * The other tasks keep their stored drafts (the save merges by task, see changeOwnAttempt).
 */
export async function writeTaskAnswer(
  deps: Pick<
    CoreDeps,
    | 'attempts'
    | 'clock'
    | 'deadlines'
    | 'escalationTimers'
    | 'evaluations'
    | 'ids'
    | 'mockTests'
    | 'rewrites'
    | 'secondMarkings'
    | 'settings'
    | 'testClocks'
    | 'transaction'
  >,
  input: { actor: Profile; mockTestId: string; taskIndex: number; text: string; submit: boolean },
): Promise<AttemptRecord> {
  const { actor } = input;
  const started = await startAttempt(deps, { actor, mockTestId: input.mockTestId });
  const test = await deps.mockTests.findById(started.mockTestId);
  // The old contract addresses the written tasks only (TOEFL's Build a Sentence is no text).
  const written = test ? writtenTasks(test.tasks) : [];
  const task = written[Math.min(input.taskIndex, written.length - 1)];
  if (!test || !task) throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', 'This test has no writing task.');
  // The attempt just read is the base of the write: no second read unless another request changed it meanwhile.
  const write = { actor, attemptId: started.id, answers: [{ taskKey: task.key, text: input.text }], current: started };
  // A draft of a later task means the old client moved on: with per-task clocks the tasks before it are handed in.
  const saved = input.submit ? await submitAttempt(deps, write) : await saveDraft(deps, { ...write, moveOn: true });
  // Nobody evaluates an answer before it is submitted: only a submitted one can have an evaluation to show.
  if (!isSubmitted(saved)) return { attempt: saved, test, evaluation: null };
  return loadAttemptRecord(deps, actor, saved.id, new Map([[test.id, test]]));
}
