import type { Attempt } from '../../domain/attempt/attempt.ts';
import { hasTaskClocks, isSubmitted } from '../../domain/attempt/attempt-rules.ts';
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
 * The other tasks keep their stored drafts (the save merges by task, see changeOwnAttempt). `profile` reads the
 * caller's profile, which only some writes need: starting the attempt (the plan unlocks the test), the submit and
 * moving on between per-task clocks (the plan sets the deadline of a test handed in). A draft of a test without them,
 * the usual call, is one conditional write on the attempt as this process last saw it, as a GraphQL autosave.
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
  input: {
    userId: string;
    profile: () => Promise<Profile>;
    mockTestId: string;
    taskIndex: number;
    text: string;
    submit: boolean;
  },
): Promise<AttemptRecord> {
  const { userId } = input;
  const test = await deps.mockTests.findById(input.mockTestId);
  if (!test) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This mock test does not exist.');
  // The old contract addresses the written tasks only (TOEFL's Build a Sentence is no text).
  const written = writtenTasks(test.tasks);
  const task = written[Math.min(input.taskIndex, written.length - 1)];
  if (!task) throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', 'This test has no writing task.');
  const current =
    (await deps.attempts.findForChangeOf(userId, test.id)) ??
    (await startAttempt(deps, { actor: await input.profile(), mockTestId: test.id }));
  // `current` may be a copy older than what is stored: it only leads to the write (see changeOwnAttempt).
  const write = { attemptId: current.id, answers: [{ taskKey: task.key, text: input.text }], current };
  let saved: Attempt;
  if (input.submit) saved = await submitAttempt(deps, { ...write, actor: await input.profile() });
  // A draft of a later task means the old client moved on: with per-task clocks the tasks before it are handed in.
  else if (hasTaskClocks(current))
    saved = await saveDraft(deps, { ...write, actor: await input.profile(), moveOn: true });
  else saved = await saveDraft(deps, { ...write, actor: { userId } });
  // Nobody evaluates an answer before it is submitted: only a submitted one can have an evaluation to show.
  if (!isSubmitted(saved)) return { attempt: saved, test, evaluation: null };
  return loadAttemptRecord(deps, await input.profile(), saved.id, new Map([[test.id, test]]));
}
