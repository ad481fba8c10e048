import { deadlineFor } from '../evaluation/deadline.ts';
import { getExam } from '../exam/exam-catalogue.ts';
import type { MockTest } from '../exam/mock-test.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Answer, Attempt } from './attempt.ts';

/** Longest answer accepted for one task, in characters. */
export const maxAnswerCharacters = 20_000;

/** A submit this long after the end of the writing time still counts as on time (network, a slow click). */
export const submitGraceSeconds = 60;

/** The test's total time in minutes: its tasks' writing minutes plus the exam's reading time (OET: 5). */
export function testMinutes(test: Pick<MockTest, 'exam' | 'tasks'>): number {
  return getExam(test.exam).readingMinutes + test.tasks.reduce((sum, task) => sum + task.minutes, 0);
}

/** True once the candidate has submitted: from then on the answers never change. */
export function isSubmitted(attempt: Pick<Attempt, 'status' | 'submittedAt'>): boolean {
  return attempt.submittedAt !== null || (attempt.status !== 'NotAttempted' && attempt.status !== 'InProgress');
}

/** A test just opened: the server's clock starts now and runs out after the test's minutes. */
export function newAttempt(input: {
  id: string;
  userId: string;
  test: Pick<MockTest, 'id' | 'exam' | 'tasks'>;
  now: Date;
}): Attempt {
  const { id, userId, test, now } = input;
  return {
    id,
    userId,
    mockTestId: test.id,
    exam: test.exam,
    status: 'InProgress',
    answers: [],
    startedAt: now,
    endsAt: new Date(now.getTime() + testMinutes(test) * 60_000),
    submittedAt: null,
    timedOut: false,
    secondsTaken: null,
    deadlineAt: null,
    deadlineHandledAt: null,
    overdue: false,
    claimedBy: null,
    updatedAt: now,
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
      throw new DomainError('BAD_USER_INPUT', `This test has no task '${String(answer.taskKey)}'.`);
    }
    if (seen.has(answer.taskKey)) {
      throw new DomainError('BAD_USER_INPUT', `Task '${answer.taskKey}' has more than one answer.`);
    }
    seen.add(answer.taskKey);
    if (typeof answer.text !== 'string') throw new DomainError('BAD_USER_INPUT', 'An answer must be text.');
    if (characterCount(answer.text) > maxAnswerCharacters) {
      throw new DomainError('BAD_USER_INPUT', 'An answer may be at most 20,000 characters.');
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
    throw new DomainError('CONFLICT', 'This answer has already been submitted and can no longer be changed.');
  }
}

/**
 * Autosaves drafts. Answers replace the drafts of the same tasks; other tasks keep theirs. Refused with CONFLICT once
 * submitted. Drafts are still accepted after the writing time ran out: the submit records the timed-out flag.
 * `taskKeys` are the test's tasks (defaults to every writing task of the exam).
 */
export function saveDraftAnswers(
  attempt: Attempt,
  answers: readonly Answer[],
  now: Date,
  taskKeys: readonly string[] = examTaskKeys(attempt),
): Attempt {
  refuseIfSubmitted(attempt);
  const valid = validateAnswers(answers, taskKeys);
  return { ...attempt, status: 'InProgress', answers: mergeAnswers(attempt.answers, valid, taskKeys), updatedAt: now };
}

/**
 * Submits the answers. Idempotent: an attempt already submitted is returned unchanged, whatever the answers sent.
 * The evaluation deadline is submission time + the plan's evaluation minutes (or the configured override seconds).
 */
export function submit(
  attempt: Attempt,
  answers: readonly Answer[],
  now: Date,
  deadline: { evaluationMinutes: number; overrideSeconds: number | null },
  taskKeys: readonly string[] = examTaskKeys(attempt),
): Attempt {
  if (isSubmitted(attempt)) return attempt;
  const valid = validateAnswers(answers, taskKeys);
  return {
    ...attempt,
    status: 'Submitted',
    answers: mergeAnswers(attempt.answers, valid, taskKeys),
    submittedAt: now,
    secondsTaken: Math.max(0, Math.floor((now.getTime() - attempt.startedAt.getTime()) / 1000)),
    timedOut: now.getTime() > attempt.endsAt.getTime() + submitGraceSeconds * 1000,
    deadlineAt: deadlineFor(now, deadline.evaluationMinutes, deadline.overrideSeconds),
    updatedAt: now,
  };
}

function requireSubmitted(attempt: Attempt): void {
  if (!isSubmitted(attempt)) throw new DomainError('CONFLICT', 'This answer has not been submitted yet.');
}

/** Releases the evaluation to the candidate (status EvaluationDone); a released attempt is returned unchanged. */
export function release(attempt: Attempt, now: Date): Attempt {
  requireSubmitted(attempt);
  if (attempt.status === 'EvaluationDone') return attempt;
  return { ...attempt, status: 'EvaluationDone', deadlineHandledAt: now, updatedAt: now };
}

/** Records that the deadline passed without a published evaluation; released or already marked attempts are unchanged. */
export function markOverdue(attempt: Attempt, now: Date): Attempt {
  requireSubmitted(attempt);
  if (attempt.status === 'EvaluationDone' || attempt.overdue) return attempt;
  return { ...attempt, overdue: true, deadlineHandledAt: now, updatedAt: now };
}

/**
 * Gives the attempt to a tutor for grading. CONFLICT while another tutor holds it, unless `takeOver` (admins);
 * claiming an attempt one already holds changes nothing.
 */
export function claim(attempt: Attempt, tutorId: string, options: { takeOver: boolean }, now: Date): Attempt {
  requireSubmitted(attempt);
  if (attempt.claimedBy === tutorId) return attempt;
  if (attempt.claimedBy !== null && !options.takeOver) {
    throw new DomainError('CONFLICT', 'Another tutor is already grading this answer.');
  }
  return { ...attempt, claimedBy: tutorId, updatedAt: now };
}
