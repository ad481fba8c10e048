import { deadlineFor } from '../evaluation/deadline.ts';
import { buildSentenceTask, currentSentenceBank, currentSentenceShuffle } from '../exam/build-sentence.ts';
import { getExam } from '../exam/exam-catalogue.ts';
import type { MockTest } from '../exam/mock-test.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Answer, Attempt } from './attempt.ts';
import { closeAllClocks, closeClock, isClockTimeUp, openClockIndex, planTaskClocks } from './task-clocks.ts';

/** Longest answer accepted for one task, in characters. */
export const maxAnswerCharacters = 20_000;

/**
 * How long after the end of the writing time the last autosave or submit may still arrive (network, a slow click);
 * at the end time plus this grace the server closes the attempt itself. A setting; this is its default.
 */
export const defaultTimeUpGraceSeconds = 30;

/** The test's total time in minutes: its tasks' writing minutes plus the exam's reading time (OET: 5). */
export function testMinutes(test: Pick<MockTest, 'exam' | 'tasks'>): number {
  return getExam(test.exam).readingMinutes + test.tasks.reduce((sum, task) => sum + task.minutes, 0);
}

/** When the reading time ends and writing may start (the start itself for exams without reading time). */
export function readingEndsAt(attempt: Pick<Attempt, 'exam' | 'startedAt'>): Date {
  return new Date(attempt.startedAt.getTime() + getExam(attempt.exam).readingMinutes * 60_000);
}

/** The moment the server closes an attempt still in progress: the end of the writing time plus the grace. */
export function closesAt(attempt: Pick<Attempt, 'endsAt'>, graceSeconds: number): Date {
  return new Date(attempt.endsAt.getTime() + graceSeconds * 1000);
}

/** What an attempt's timer depends on: the reconcile pass reads only these fields of thousands of attempts. */
export type AttemptTimer = Pick<
  Attempt,
  'id' | 'status' | 'submittedAt' | 'endsAt' | 'deadlineAt' | 'deadlineHandledAt'
>;

/**
 * When the attempt's timer must wake up next: the closing time while in progress, the evaluation deadline once
 * submitted (until handled), or null when nothing is left to do.
 */
export function nextTimerAt(attempt: AttemptTimer, graceSeconds: number): Date | null {
  if (!isSubmitted(attempt)) return closesAt(attempt, graceSeconds);
  if (attempt.status === 'Submitted' && attempt.deadlineHandledAt === null) return attempt.deadlineAt;
  return null;
}

/** True once the candidate has submitted: from then on the answers never change. */
export function isSubmitted(attempt: Pick<Attempt, 'status' | 'submittedAt'>): boolean {
  return attempt.submittedAt !== null || (attempt.status !== 'NotAttempted' && attempt.status !== 'InProgress');
}

/**
 * A test just opened: the server's clock starts now and runs out after the test's minutes; for exams that time each
 * task on its own (PTE, TOEFL), the first task's clock starts now and the attempt's end is that task's end.
 */
export function newAttempt(input: {
  id: string;
  userId: string;
  test: Pick<MockTest, 'id' | 'exam' | 'tasks'>;
  now: Date;
  /** Shortens the writing time to this many seconds (demos and tests); the reading time stays. */
  writingSecondsOverride?: number | null;
  /** The candidate's "Practice with hints" choice at the start, recorded for the tutor. */
  withHints?: boolean;
}): Attempt {
  const { id, userId, test, now } = input;
  const taskClocks =
    getExam(test.exam).taskTiming === 'perTask'
      ? planTaskClocks(test.tasks, now, input.writingSecondsOverride ?? null)
      : [];
  const totalMs =
    input.writingSecondsOverride != null
      ? (getExam(test.exam).readingMinutes * 60 + input.writingSecondsOverride) * 1000
      : testMinutes(test) * 60_000;
  return {
    id,
    userId,
    mockTestId: test.id,
    exam: test.exam,
    status: 'InProgress',
    answers: [],
    startedAt: now,
    endsAt: taskClocks[0]?.endsAt ?? new Date(now.getTime() + totalMs),
    taskClocks,
    submittedAt: null,
    timedOut: false,
    secondsTaken: null,
    deadlineAt: null,
    deadlineHandledAt: null,
    overdue: false,
    claimedBy: null,
    claimedAt: null,
    claimTouchedAt: null,
    takenOverFrom: null,
    claimLapsedFrom: null,
    updatedAt: now,
    withHints: input.withHints ?? false,
    sentenceBank: buildSentenceTask(test.tasks) ? currentSentenceBank : null,
    sentenceShuffle: buildSentenceTask(test.tasks) ? currentSentenceShuffle : null,
    version: 1,
  };
}

function characterCount(text: string): number {
  // Code points, not UTF-16 units, so an emoji counts once; only needed near the limit.
  return text.length <= maxAnswerCharacters ? text.length : Array.from(text).length;
}

/** Checks answers sent by a candidate: known task keys, each task at most once, strings of at most 20,000 characters. */
export function validateAnswers(answers: readonly Answer[], taskKeys: readonly string[]): Answer[] {
  const seen = new Set<string>();
  for (const answer of answers) {
    if (typeof answer.taskKey !== 'string' || !taskKeys.includes(answer.taskKey)) {
      throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `This test has no task '${String(answer.taskKey)}'.`);
    }
    if (seen.has(answer.taskKey)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'VALIDATION_FAILED',
        `Task '${answer.taskKey}' has more than one answer.`,
      );
    }
    seen.add(answer.taskKey);
    if (typeof answer.text !== 'string')
      throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', 'An answer must be text.');
    if (characterCount(answer.text) > maxAnswerCharacters) {
      throw new DomainError('BAD_USER_INPUT', 'TEXT_TOO_LONG', 'An answer may be at most 20,000 characters.');
    }
  }
  return answers.map(({ taskKey, text }) => ({ taskKey, text }));
}

function mergeAnswers(current: readonly Answer[], incoming: readonly Answer[], taskKeys: readonly string[]): Answer[] {
  // A save may carry one task only (the REST contract posts per task); the other tasks keep their drafts.
  const byTask = new Map(current.map((answer) => [answer.taskKey, answer.text]));
  for (const answer of incoming) byTask.set(answer.taskKey, answer.text);
  return taskKeys.flatMap((taskKey) => {
    const text = byTask.get(taskKey);
    return text === undefined ? [] : [{ taskKey, text }];
  });
}

function examTaskKeys(attempt: Pick<Attempt, 'exam'>): string[] {
  return getExam(attempt.exam).tasks.map((task) => task.key);
}

function refuseIfSubmitted(attempt: Attempt): void {
  if (isSubmitted(attempt)) {
    throw new DomainError(
      'CONFLICT',
      'ALREADY_SUBMITTED',
      'This answer has already been submitted and can no longer be changed.',
    );
  }
}

/**
 * Autosaves drafts. Answers replace the drafts of the same tasks; other tasks keep theirs. Refused with CONFLICT once
 * submitted, during the reading time (OET), and after the end of the writing time plus the grace (the server then
 * submits the last saved answers). With per-task clocks, also for a task already closed (its saved answer stands) or
 * not yet open. `taskKeys` are the test's tasks (defaults to every writing task of the exam).
 */
export function saveDraftAnswers(
  attempt: Attempt,
  answers: readonly Answer[],
  now: Date,
  taskKeys: readonly string[] = examTaskKeys(attempt),
  graceSeconds: number = defaultTimeUpGraceSeconds,
): Attempt {
  refuseIfSubmitted(attempt);
  if (now.getTime() < readingEndsAt(attempt).getTime()) {
    throw new DomainError('CONFLICT', 'READING_TIME', 'This is reading time: you can start writing when it ends.');
  }
  const valid = validateAnswers(answers, taskKeys);
  if (hasTaskClocks(attempt)) {
    for (const answer of valid) refuseIfTaskNotWritable(attempt, answer.taskKey, now, graceSeconds);
  } else if (now.getTime() > closesAt(attempt, graceSeconds).getTime()) {
    throw new DomainError(
      'CONFLICT',
      'TIME_UP',
      'The time for this test is over; your last saved answers are submitted.',
    );
  }
  return { ...attempt, status: 'InProgress', answers: mergeAnswers(attempt.answers, valid, taskKeys), updatedAt: now };
}

/** True when each task of the attempt runs on its own clock (PTE, TOEFL). */
export function hasTaskClocks(attempt: Pick<Attempt, 'taskClocks'>): boolean {
  return attempt.taskClocks.length > 0;
}

function taskTitle(attempt: Pick<Attempt, 'exam'>, taskKey: string): string {
  return getExam(attempt.exam).tasks.find((task) => task.key === taskKey)?.title ?? taskKey;
}

function refuseIfTaskNotWritable(attempt: Attempt, taskKey: string, now: Date, graceSeconds: number): void {
  const index = attempt.taskClocks.findIndex((clock) => clock.taskKey === taskKey);
  const clock = attempt.taskClocks[index];
  if (!clock) return;
  const title = taskTitle(attempt, taskKey);
  if (clock.closedAt !== null || isClockTimeUp(clock, now, graceSeconds)) {
    throw new DomainError(
      'CONFLICT',
      'TASK_CLOSED',
      `${title} is closed (submitted, or its time is over), so it can no longer be changed; its last saved answer is kept.`,
    );
  }
  if (clock.startedAt === null) {
    const previous = attempt.taskClocks[index - 1];
    const before = previous ? taskTitle(attempt, previous.taskKey) : 'the previous task';
    throw new DomainError('CONFLICT', 'TASK_NOT_OPEN', `${title} opens when ${before} is submitted or its time ends.`);
  }
}

export type DeadlineTerms = { evaluationMinutes: number; overrideSeconds: number | null };

/**
 * Submits the answers. Idempotent: an attempt already submitted is returned unchanged, whatever the answers sent.
 * After the end of the writing time plus the grace, the answers sent are ignored and the last saved ones are
 * submitted, timed out (pens down, as in the real exam). With per-task clocks it hands in the whole test: tasks whose
 * time is up keep their saved answers, the open task and those not reached yet take the answers sent. The evaluation deadline is submission time + the plan's
 * evaluation minutes (or the configured override seconds).
 */
export function submit(
  attempt: Attempt,
  answers: readonly Answer[],
  now: Date,
  deadline: DeadlineTerms,
  taskKeys: readonly string[] = examTaskKeys(attempt),
  graceSeconds: number = defaultTimeUpGraceSeconds,
): Attempt {
  if (isSubmitted(attempt)) return attempt;
  if (hasTaskClocks(attempt)) return submitAllTasks(attempt, answers, now, deadline, taskKeys, graceSeconds);
  if (now.getTime() > closesAt(attempt, graceSeconds).getTime()) return closeTimedOut(attempt, now, deadline);
  const valid = validateAnswers(answers, taskKeys);
  return handedIn({ ...attempt, answers: mergeAnswers(attempt.answers, valid, taskKeys) }, now, deadline);
}

/** The attempt handed in on time at `now`: the evaluation deadline starts. */
function handedIn(attempt: Attempt, now: Date, deadline: DeadlineTerms): Attempt {
  return {
    ...attempt,
    status: 'Submitted',
    submittedAt: now,
    secondsTaken: Math.max(0, Math.floor((now.getTime() - attempt.startedAt.getTime()) / 1000)),
    // Within the grace the submit counts as on time (the app sends it at 00:00; the network takes a moment).
    timedOut: false,
    deadlineAt: deadlineFor(now, deadline.evaluationMinutes, deadline.overrideSeconds),
    updatedAt: now,
  };
}

/**
 * Closes an attempt whose time ran out without a submit (a closed tab, a lost connection): the last saved answers
 * are submitted with the timed-out flag, and the evaluation deadline runs from now.
 */
export function closeTimedOut(attempt: Attempt, now: Date, deadline: DeadlineTerms): Attempt {
  if (isSubmitted(attempt)) return attempt;
  const usedMs = Math.min(now.getTime(), attempt.endsAt.getTime()) - attempt.startedAt.getTime();
  return {
    ...attempt,
    status: 'Submitted',
    submittedAt: now,
    secondsTaken: Math.max(0, Math.floor(usedMs / 1000)),
    timedOut: true,
    deadlineAt: deadlineFor(now, deadline.evaluationMinutes, deadline.overrideSeconds),
    updatedAt: now,
  };
}

/**
 * What the server does once the running clock's time is up (its end time plus the grace): closes the attempt,
 * timed out; with per-task clocks it closes each task whose time is up, timed out, opening the next at the closed
 * one's end time, and closes the attempt with the last task. Returned unchanged when nothing is due.
 */
export function closeAtTimeUp(attempt: Attempt, now: Date, deadline: DeadlineTerms, graceSeconds: number): Attempt {
  if (isSubmitted(attempt)) return attempt;
  if (!hasTaskClocks(attempt)) {
    return now.getTime() >= closesAt(attempt, graceSeconds).getTime() ? closeTimedOut(attempt, now, deadline) : attempt;
  }
  let current = attempt;
  for (;;) {
    const index = openClockIndex(current.taskClocks);
    const clock = current.taskClocks[index];
    if (!clock || !isClockTimeUp(clock, now, graceSeconds)) return current;
    current = closeTask(current, index, now, true, deadline);
  }
}

/** Closes the task at `index` and opens the next (the attempt's clock moves to it), or hands in the attempt. */
function closeTask(attempt: Attempt, index: number, now: Date, timedOut: boolean, deadline: DeadlineTerms): Attempt {
  const taskClocks = closeClock(attempt.taskClocks, index, { now, timedOut });
  const next = taskClocks[index + 1];
  if (next?.endsAt) return { ...attempt, taskClocks, endsAt: next.endsAt, updatedAt: now };
  const closed = { ...attempt, taskClocks };
  return timedOut ? closeTimedOut(closed, now, deadline) : handedIn(closed, now, deadline);
}

/**
 * Hands in one task of a test with per-task clocks and opens the next at once (the last task hands in the test).
 * Idempotent: a task already closed (a second click, or the server's time-up first) leaves the attempt as stored.
 * After the task's end time plus the grace the text sent is ignored and the task closes timed out (pens down).
 * CONFLICT for a task not open yet.
 */
export function submitTask(
  attempt: Attempt,
  answer: Answer,
  now: Date,
  deadline: DeadlineTerms,
  taskKeys: readonly string[] = examTaskKeys(attempt),
  graceSeconds: number = defaultTimeUpGraceSeconds,
): Attempt {
  if (isSubmitted(attempt)) return attempt;
  if (!hasTaskClocks(attempt)) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'WHOLE_TEST_ONLY',
      'All tasks of this test share one clock: submit the whole test instead.',
    );
  }
  const valid = validateAnswers([answer], taskKeys);
  const current = closeAtTimeUp(attempt, now, deadline, graceSeconds);
  const index = current.taskClocks.findIndex((clock) => clock.taskKey === answer.taskKey);
  const clock = current.taskClocks[index];
  if (isSubmitted(current) || !clock || clock.closedAt !== null) return current;
  refuseIfTaskNotWritable(current, answer.taskKey, now, graceSeconds);
  return closeTask(
    { ...current, answers: mergeAnswers(current.answers, valid, taskKeys) },
    index,
    now,
    false,
    deadline,
  );
}

/** The whole test handed in with per-task clocks (see submit). */
function submitAllTasks(
  attempt: Attempt,
  answers: readonly Answer[],
  now: Date,
  deadline: DeadlineTerms,
  taskKeys: readonly string[],
  graceSeconds: number,
): Attempt {
  const valid = validateAnswers(answers, taskKeys);
  const current = closeAtTimeUp(attempt, now, deadline, graceSeconds);
  if (isSubmitted(current)) return current;
  const open = new Set(current.taskClocks.filter((clock) => clock.closedAt === null).map((clock) => clock.taskKey));
  const accepted = valid.filter((answer) => open.has(answer.taskKey));
  return handedIn(
    {
      ...current,
      answers: mergeAnswers(current.answers, accepted, taskKeys),
      taskClocks: closeAllClocks(current.taskClocks, now),
    },
    now,
    deadline,
  );
}

/**
 * For callers that write one task per call and never submit a task on its own (the old REST contract): writing a
 * later task means the candidate moved on, so the tasks before it are handed in now. Unchanged without per-task
 * clocks, or when the task is open already, closed or unknown.
 */
export function moveOnToTask(
  attempt: Attempt,
  taskKey: string,
  now: Date,
  deadline: DeadlineTerms,
  graceSeconds: number,
): Attempt {
  if (isSubmitted(attempt) || !hasTaskClocks(attempt)) return attempt;
  const target = attempt.taskClocks.findIndex((clock) => clock.taskKey === taskKey);
  let current = closeAtTimeUp(attempt, now, deadline, graceSeconds);
  for (;;) {
    const index = openClockIndex(current.taskClocks);
    if (index < 0 || target <= index || isSubmitted(current)) return current;
    current = closeTask(current, index, now, false, deadline);
  }
}

export function requireSubmitted(attempt: Attempt): void {
  if (!isSubmitted(attempt))
    throw new DomainError('CONFLICT', 'NOT_SUBMITTED', 'This answer has not been submitted yet.');
}
