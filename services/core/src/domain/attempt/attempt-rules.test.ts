import { describe, expect, it } from 'vitest';
import type { MockTest } from '../exam/mock-test.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Attempt } from './attempt.ts';
import { attemptStatus } from './attempt.ts';
import {
  closeTimedOut,
  isSubmitted,
  newAttempt,
  nextTimerAt,
  saveDraftAnswers,
  submit,
  testMinutes,
  validateAnswers,
} from './attempt-rules.ts';
import { claimChangeReason, reassignClaim } from './claim-change.ts';
import { activeClaimHolder, claimExpiresAt } from './claim-expiry.ts';
import { markOverdue, release } from './release.ts';
import { claim, requireNotOwnAttempt } from './tutor-claim.ts';

const start = new Date('2025-06-01T09:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(start.getTime() + minutes * 60_000 + seconds * 1000);

const ieltsTest: Pick<MockTest, 'id' | 'exam' | 'tasks'> = {
  id: 'ielts-a-3',
  exam: 'IELTSAcademic',
  tasks: [
    { key: 'task1', title: 'Part 1', instructions: '', prompt: 'Describe the bar chart.', minutes: 20 },
    { key: 'task2', title: 'Part 2', instructions: '', prompt: 'Discuss remote study.', minutes: 40 },
  ],
};
const taskKeys = ['task1', 'task2'];
const gold = { evaluationMinutes: 18, overrideSeconds: null };

function started(): Attempt {
  return newAttempt({ id: 'att-1', userId: 'uid-1', test: ieltsTest, now: start });
}

function errorOf(action: () => unknown): DomainError {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('test minutes', () => {
  it('adds up the writing tasks', () => {
    expect(testMinutes(ieltsTest)).toBe(60);
  });

  it("adds OET's five reading minutes", () => {
    const oet = {
      exam: 'OETNurses' as const,
      tasks: [{ key: 'letter', title: 'Letter', instructions: '', prompt: 'Refer the patient.', minutes: 40 }],
    };
    expect(testMinutes(oet)).toBe(45);
  });
});

describe('starting an attempt', () => {
  it('starts the clock on the server: in progress, ending after the test minutes', () => {
    const attempt = started();
    expect(attempt.status).toBe('InProgress');
    expect(attemptStatus[attempt.status]).toBe(1);
    expect(attempt.startedAt).toEqual(start);
    expect(attempt.endsAt).toEqual(at(60));
    expect(attempt.answers).toEqual([]);
    expect(attempt.submittedAt).toBeNull();
    expect(attempt.deadlineAt).toBeNull();
    expect(attempt.mockTestId).toBe('ielts-a-3');
    expect(attempt.exam).toBe('IELTSAcademic');
  });

  it('keeps the status codes of the old product', () => {
    expect(attemptStatus).toEqual({ NotAttempted: 0, InProgress: 1, Submitted: 2, EvaluationDone: 3, TimedOut: 4 });
  });
});

describe('saving drafts', () => {
  it('stores the answers and keeps the other tasks when one task is saved', () => {
    let attempt = saveDraftAnswers(started(), [{ taskKey: 'task2', text: 'Essay draft' }], at(5), taskKeys);
    attempt = saveDraftAnswers(attempt, [{ taskKey: 'task1', text: 'Chart draft' }], at(6), taskKeys);
    attempt = saveDraftAnswers(attempt, [{ taskKey: 'task2', text: 'Essay draft, longer' }], at(7), taskKeys);
    expect(attempt.answers).toEqual([
      { taskKey: 'task1', text: 'Chart draft' },
      { taskKey: 'task2', text: 'Essay draft, longer' },
    ]);
    expect(attempt.updatedAt).toEqual(at(7));
    expect(attempt.status).toBe('InProgress');
  });

  it("defaults to the exam's tasks when the test's are not given", () => {
    const attempt = saveDraftAnswers(started(), [{ taskKey: 'task2', text: 'x' }], at(1));
    expect(attempt.answers).toEqual([{ taskKey: 'task2', text: 'x' }]);
    expect(() => saveDraftAnswers(started(), [{ taskKey: 'letter', text: 'x' }], at(1))).toThrow(DomainError);
  });

  it('refuses a task the test does not have', () => {
    const error = errorOf(() => saveDraftAnswers(started(), [{ taskKey: 'task3', text: 'x' }], at(1), taskKeys));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe("This test has no task 'task3'.");
  });

  it('refuses two answers to the same task', () => {
    const answers = [
      { taskKey: 'task1', text: 'a' },
      { taskKey: 'task1', text: 'b' },
    ];
    expect(errorOf(() => saveDraftAnswers(started(), answers, at(1), taskKeys)).code).toBe('BAD_USER_INPUT');
  });

  it('refuses an answer over 20,000 characters and accepts one of exactly 20,000', () => {
    const error = errorOf(() =>
      saveDraftAnswers(started(), [{ taskKey: 'task1', text: 'a'.repeat(20_001) }], at(1), taskKeys),
    );
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('An answer may be at most 20,000 characters.');
    expect(validateAnswers([{ taskKey: 'task1', text: 'a'.repeat(20_000) }], taskKeys)).toHaveLength(1);
  });

  it('counts an emoji as one character', () => {
    expect(validateAnswers([{ taskKey: 'task1', text: '🙂'.repeat(20_000) }], taskKeys)).toHaveLength(1);
  });

  it('refuses drafts once submitted, so a submitted answer never changes', () => {
    const submitted = submit(started(), [{ taskKey: 'task1', text: 'final' }], at(50), gold, taskKeys);
    const error = errorOf(() => saveDraftAnswers(submitted, [{ taskKey: 'task1', text: 'changed' }], at(51), taskKeys));
    expect(error.code).toBe('CONFLICT');
    expect(submitted.answers).toEqual([{ taskKey: 'task1', text: 'final' }]);
  });
});

describe('submitting', () => {
  it('records the submission, the time taken and the evaluation deadline', () => {
    const drafted = saveDraftAnswers(started(), [{ taskKey: 'task1', text: 'Chart answer' }], at(10), taskKeys);
    const submitted = submit(drafted, [{ taskKey: 'task2', text: 'Essay answer' }], at(55, 30.9), gold, taskKeys);
    expect(submitted.status).toBe('Submitted');
    expect(isSubmitted(submitted)).toBe(true);
    expect(submitted.submittedAt).toEqual(at(55, 30.9));
    expect(submitted.secondsTaken).toBe(55 * 60 + 30);
    expect(submitted.timedOut).toBe(false);
    expect(submitted.deadlineAt).toEqual(at(55 + 18, 30.9));
    expect(submitted.answers).toEqual([
      { taskKey: 'task1', text: 'Chart answer' },
      { taskKey: 'task2', text: 'Essay answer' },
    ]);
  });

  it('is idempotent: a second submit returns the attempt unchanged, whatever it carries', () => {
    const first = submit(started(), [{ taskKey: 'task1', text: 'final' }], at(30), gold, taskKeys);
    const second = submit(first, [{ taskKey: 'task1', text: 'sneaky edit' }], at(40), gold, taskKeys);
    expect(second).toBe(first);
    expect(second.submittedAt).toEqual(at(30));
    expect(second.answers).toEqual([{ taskKey: 'task1', text: 'final' }]);
  });

  it('allows the grace after the end of the writing time; later, the last saved answers are submitted, timed out', () => {
    const drafted = saveDraftAnswers(started(), [{ taskKey: 'task1', text: 'saved' }], at(59), taskKeys);
    expect(submit(drafted, [{ taskKey: 'task1', text: 'sent' }], at(60, 30), gold, taskKeys)).toMatchObject({
      timedOut: false,
      answers: [{ taskKey: 'task1', text: 'sent' }],
    });
    const late = submit(drafted, [{ taskKey: 'task1', text: 'sent' }], at(60, 31), gold, taskKeys);
    expect(late).toMatchObject({ timedOut: true, secondsTaken: 3600, answers: [{ taskKey: 'task1', text: 'saved' }] });
    expect(late.deadlineAt).toEqual(at(60 + 18, 31));
  });

  it('closes an attempt whose time is up with its last saved answers', () => {
    const drafted = saveDraftAnswers(started(), [{ taskKey: 'task2', text: 'half an essay' }], at(40), taskKeys);
    const closed = closeTimedOut(drafted, at(61), gold);
    expect(closed).toMatchObject({ status: 'Submitted', timedOut: true, secondsTaken: 3600, submittedAt: at(61) });
    expect(closed.answers).toEqual([{ taskKey: 'task2', text: 'half an essay' }]);
    expect(closeTimedOut(closed, at(62), gold)).toBe(closed);
  });

  it('refuses drafts after the end of the writing time plus the grace', () => {
    expect(saveDraftAnswers(started(), [{ taskKey: 'task1', text: 'x' }], at(60, 30), taskKeys).answers).toHaveLength(
      1,
    );
    expect(
      errorOf(() => saveDraftAnswers(started(), [{ taskKey: 'task1', text: 'x' }], at(60, 31), taskKeys)).code,
    ).toBe('CONFLICT');
  });

  it('refuses drafts during the reading time of OET', () => {
    const oet = newAttempt({
      id: 'att-2',
      userId: 'uid-1',
      test: {
        id: 'oet-1',
        exam: 'OETNurses',
        tasks: [{ key: 'letter', title: 'Letter', instructions: '', prompt: 'Refer the patient.', minutes: 40 }],
      },
      now: start,
    });
    const error = errorOf(() => saveDraftAnswers(oet, [{ taskKey: 'letter', text: 'Dear Dr' }], at(4, 59), ['letter']));
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'This is reading time: you can start writing when it ends.',
    });
    expect(saveDraftAnswers(oet, [{ taskKey: 'letter', text: 'Dear Dr' }], at(5), ['letter']).answers).toHaveLength(1);
  });

  it('tells when the timer must wake next: closing, then the evaluation deadline, then never', () => {
    const attempt = started();
    expect(nextTimerAt(attempt, 30)).toEqual(at(60, 30));
    const submitted = submit(attempt, [], at(20), gold, taskKeys);
    expect(nextTimerAt(submitted, 30)).toEqual(at(38));
    expect(nextTimerAt(release(submitted, at(40)), 30)).toBeNull();
  });

  it('uses the override seconds for the deadline when configured', () => {
    const submitted = submit(started(), [], at(20), { evaluationMinutes: 210, overrideSeconds: 3 }, taskKeys);
    expect(submitted.deadlineAt).toEqual(at(20, 3));
  });

  it('still validates the answers of a first submit', () => {
    expect(() => submit(started(), [{ taskKey: 'essay', text: 'x' }], at(20), gold, taskKeys)).toThrow(
      "This test has no task 'essay'.",
    );
  });
});

describe('after the deadline', () => {
  const submitted = () => submit(started(), [{ taskKey: 'task1', text: 'x' }], at(30), gold, taskKeys);

  it('releases the evaluation: EvaluationDone and the deadline handled', () => {
    const released = release(submitted(), at(48));
    expect(released.status).toBe('EvaluationDone');
    expect(attemptStatus[released.status]).toBe(3);
    expect(released.deadlineHandledAt).toEqual(at(48));
    expect(release(released, at(60))).toBe(released);
  });

  it('marks an attempt without a published evaluation overdue', () => {
    const overdue = markOverdue(submitted(), at(48));
    expect(overdue.overdue).toBe(true);
    expect(overdue.status).toBe('Submitted');
    expect(overdue.deadlineHandledAt).toEqual(at(48));
    expect(markOverdue(overdue, at(50))).toBe(overdue);
  });

  it('releases an overdue attempt once its evaluation is published', () => {
    const released = release(markOverdue(submitted(), at(48)), at(70));
    expect(released.status).toBe('EvaluationDone');
    expect(released.deadlineHandledAt).toEqual(at(70));
  });

  it('refuses to release or mark an attempt that was never submitted', () => {
    expect(errorOf(() => release(started(), at(10))).code).toBe('CONFLICT');
    expect(errorOf(() => markOverdue(started(), at(10))).code).toBe('CONFLICT');
  });
});

describe('claiming for grading', () => {
  const idleMinutes = 60;
  const submitted = () => submit(started(), [], at(30), gold, taskKeys);

  it('gives an unclaimed attempt to the tutor and keeps it with them', () => {
    const claimed = claim(submitted(), 'tutor-a', { takeOver: false, idleMinutes }, at(40));
    expect(claimed.claimedBy).toBe('tutor-a');
    expect(claim(claimed, 'tutor-a', { takeOver: false, idleMinutes }, at(41))).toMatchObject({
      claimedBy: 'tutor-a',
      claimedAt: at(40),
      claimTouchedAt: at(41),
    });
  });

  it('refuses a second tutor unless taking over', () => {
    const claimed = claim(submitted(), 'tutor-a', { takeOver: false, idleMinutes }, at(40));
    expect(errorOf(() => claim(claimed, 'tutor-b', { takeOver: false, idleMinutes }, at(41))).code).toBe('CONFLICT');
    expect(claim(claimed, 'admin-c', { takeOver: true, idleMinutes }, at(41))).toMatchObject({
      claimedBy: 'admin-c',
      claimedAt: at(41),
      takenOverFrom: 'tutor-a',
    });
  });

  it('lets another tutor take a claim left idle for the stated time, and tells the previous holder why', () => {
    const claimed = claim(submitted(), 'tutor-a', { takeOver: false, idleMinutes }, at(40));
    expect(claimExpiresAt(claimed, idleMinutes)).toEqual(at(40 + idleMinutes));
    expect(activeClaimHolder(claimed, idleMinutes, at(40 + idleMinutes - 1))).toBe('tutor-a');
    expect(errorOf(() => claim(claimed, 'tutor-b', { takeOver: false, idleMinutes }, at(99))).code).toBe('CONFLICT');

    // Read at the expiry time, the attempt is unclaimed; the next tutor takes it.
    expect(activeClaimHolder(claimed, idleMinutes, at(40 + idleMinutes))).toBeNull();
    const taken = claim(claimed, 'tutor-b', { takeOver: false, idleMinutes }, at(40 + idleMinutes));
    expect(taken).toMatchObject({ claimedBy: 'tutor-b', claimLapsedFrom: 'tutor-a', takenOverFrom: null });

    const error = errorOf(() => claim(taken, 'tutor-a', { takeOver: false, idleMinutes }, at(101)));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(
      'Your claim on this answer expired after 60 minutes of inactivity and another tutor has taken it.',
    );
  });

  it("counts idle time from the holder's last touch, not from the claim", () => {
    const claimed = claim(submitted(), 'tutor-a', { takeOver: false, idleMinutes }, at(40));
    const touched = claim(claimed, 'tutor-a', { takeOver: false, idleMinutes }, at(90));
    expect(activeClaimHolder(touched, idleMinutes, at(140))).toBe('tutor-a');
    expect(errorOf(() => claim(touched, 'tutor-b', { takeOver: false, idleMinutes }, at(140))).message).toBe(
      'Another tutor is already grading this answer.',
    );
  });

  it('lets a holder whose idle claim nobody took carry on', () => {
    const claimed = claim(submitted(), 'tutor-a', { takeOver: false, idleMinutes }, at(40));
    const resumed = claim(claimed, 'tutor-a', { takeOver: false, idleMinutes }, at(200));
    expect(activeClaimHolder(resumed, idleMinutes, at(200))).toBe('tutor-a');
  });

  it('lets an admin give the attempt to a named tutor, recording who held it, and tells the holder', () => {
    const claimed = claim(submitted(), 'tutor-a', { takeOver: false, idleMinutes }, at(40));
    const reassigned = reassignClaim(claimed, 'tutor-b', at(41));
    expect(reassigned).toMatchObject({ claimedBy: 'tutor-b', claimTouchedAt: at(41), takenOverFrom: 'tutor-a' });
    expect(errorOf(() => claim(reassigned, 'tutor-a', { takeOver: false, idleMinutes }, at(42))).message).toBe(
      'An admin has given this answer to another tutor; it is no longer yours to grade.',
    );
    expect(claimChangeReason('  Away today. ')).toBe('Away today.');
    expect(errorOf(() => claimChangeReason(' ')).code).toBe('BAD_USER_INPUT');
    expect(errorOf(() => claimChangeReason('x'.repeat(501))).code).toBe('BAD_USER_INPUT');
  });

  it('refuses a grader their own answer', () => {
    expect(errorOf(() => requireNotOwnAttempt(submitted(), { userId: 'uid-1' })).code).toBe('FORBIDDEN');
    expect(() => requireNotOwnAttempt(submitted(), { userId: 'uid-2' })).not.toThrow();
  });

  it('refuses an attempt still being written', () => {
    expect(errorOf(() => claim(started(), 'tutor-a', { takeOver: true, idleMinutes }, at(10))).code).toBe('CONFLICT');
  });
});
