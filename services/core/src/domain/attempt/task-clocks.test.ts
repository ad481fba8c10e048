import { describe, expect, it } from 'vitest';
import { toeflKey } from '../exam/exam.ts';
import type { MockTest } from '../exam/mock-test.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Attempt } from './attempt.ts';
import {
  closeAtTimeUp,
  closesAt,
  moveOnToTask,
  newAttempt,
  nextTimerAt,
  saveDraftAnswers,
  submit,
  submitTask,
} from './attempt-rules.ts';

const start = new Date('2025-06-01T09:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(start.getTime() + minutes * 60_000 + seconds * 1000);
const gold = { evaluationMinutes: 18, overrideSeconds: null };
const grace = 30;

const task = (key: string, minutes: number) => ({
  key,
  title: key,
  instructions: '',
  prompt: `Write the ${key}.`,
  minutes,
});
const pteTest: Pick<MockTest, 'id' | 'exam' | 'tasks'> = {
  id: 'pte-7',
  exam: 'PTE',
  tasks: [task('summary', 10), task('essay', 20)],
};
const toeflTest: Pick<MockTest, 'id' | 'exam' | 'tasks'> = {
  id: 'toefl-7',
  exam: toeflKey,
  tasks: [task('email', 7), task('discussion', 10)],
};
const ieltsTest: Pick<MockTest, 'id' | 'exam' | 'tasks'> = {
  id: 'ielts-7',
  exam: 'IELTSAcademic',
  tasks: [task('task1', 20), task('task2', 40)],
};
const pteKeys = ['summary', 'essay'];

function startedPte(): Attempt {
  return newAttempt({ id: 'att-pte', userId: 'uid-1', test: pteTest, now: start });
}

function conflictOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CONFLICT') return error.message;
    throw error;
  }
  throw new Error('expected a CONFLICT');
}

describe('per-task clocks (PTE, TOEFL)', () => {
  it('opens a PTE test on the summary alone: 10 minutes, the essay waiting with its 20', () => {
    const attempt = startedPte();
    expect(attempt.endsAt).toEqual(at(10));
    expect(attempt.taskClocks).toEqual([
      { taskKey: 'summary', seconds: 600, startedAt: start, endsAt: at(10), closedAt: null, timedOut: false },
      { taskKey: 'essay', seconds: 1200, startedAt: null, endsAt: null, closedAt: null, timedOut: false },
    ]);
    expect(nextTimerAt(attempt, grace)).toEqual(at(10, 30));
  });

  it('times a TOEFL email for 7 minutes and the discussion for 10', () => {
    const attempt = newAttempt({ id: 'att-toefl', userId: 'uid-1', test: toeflTest, now: start });
    expect(attempt.taskClocks.map((clock) => clock.seconds)).toEqual([420, 600]);
    expect(attempt.endsAt).toEqual(at(7));
  });

  it('keeps one shared hour for IELTS: no task clocks', () => {
    const attempt = newAttempt({ id: 'att-ielts', userId: 'uid-1', test: ieltsTest, now: start });
    expect(attempt.taskClocks).toEqual([]);
    expect(attempt.endsAt).toEqual(at(60));
    // Both parts stay writable at any time within the hour.
    const saved = saveDraftAnswers(attempt, [{ taskKey: 'task2', text: 'Essay first.' }], at(1), ['task1', 'task2']);
    expect(saved.answers).toEqual([{ taskKey: 'task2', text: 'Essay first.' }]);
  });

  it('shares a shortened test time out in proportion to the tasks (a third for the summary)', () => {
    const attempt = newAttempt({ id: 'a', userId: 'u', test: pteTest, now: start, writingSecondsOverride: 30 });
    expect(attempt.taskClocks.map((clock) => clock.seconds)).toEqual([10, 20]);
    expect(attempt.endsAt).toEqual(at(0, 10));
  });

  it('submitting the summary closes it and opens the essay at once with its full 20 minutes', () => {
    const drafted = saveDraftAnswers(startedPte(), [{ taskKey: 'summary', text: 'Draft.' }], at(3), pteKeys);
    const moved = submitTask(drafted, { taskKey: 'summary', text: 'One sentence.' }, at(6), gold, pteKeys, grace);
    expect(moved.status).toBe('InProgress');
    expect(moved.answers).toEqual([{ taskKey: 'summary', text: 'One sentence.' }]);
    expect(moved.taskClocks[0]).toMatchObject({ closedAt: at(6), timedOut: false });
    expect(moved.taskClocks[1]).toMatchObject({ startedAt: at(6), endsAt: at(26), closedAt: null });
    expect(moved.endsAt).toEqual(at(26));
  });

  it('closes the summary at its 10 minutes (plus the grace) while the essay opens and stays open', () => {
    const drafted = saveDraftAnswers(startedPte(), [{ taskKey: 'summary', text: 'Saved at 9.' }], at(9), pteKeys);
    expect(closeAtTimeUp(drafted, at(10, 29), gold, grace)).toBe(drafted);
    const closed = closeAtTimeUp(drafted, at(10, 30), gold, grace);
    expect(closed.status).toBe('InProgress');
    expect(closed.taskClocks[0]).toMatchObject({ closedAt: at(10, 30), timedOut: true });
    // The essay's 20 minutes run from the summary's end time, as the candidate's screen moved on at 00:00.
    expect(closed.taskClocks[1]).toMatchObject({ startedAt: at(10), endsAt: at(30), closedAt: null });
    expect(closed.answers).toEqual([{ taskKey: 'summary', text: 'Saved at 9.' }]);
    const essay = saveDraftAnswers(closed, [{ taskKey: 'essay', text: 'Essay draft.' }], at(12), pteKeys, grace);
    expect(essay.answers).toHaveLength(2);
  });

  it('refuses a draft of the closed summary with a clear error and keeps what it saved', () => {
    const drafted = saveDraftAnswers(startedPte(), [{ taskKey: 'summary', text: 'Kept.' }], at(2), pteKeys);
    const moved = submitTask(drafted, { taskKey: 'summary', text: 'Kept.' }, at(4), gold, pteKeys, grace);
    const message = conflictOf(() =>
      saveDraftAnswers(moved, [{ taskKey: 'summary', text: 'Changed later.' }], at(5), pteKeys, grace),
    );
    expect(message).toBe(
      'Summarize Written Text is closed (submitted, or its time is over), so it can no longer be changed; its last saved answer is kept.',
    );
    expect(moved.answers).toEqual([{ taskKey: 'summary', text: 'Kept.' }]);
  });

  it('refuses a draft of the essay before it opens, and of the summary after its time plus the grace', () => {
    const attempt = startedPte();
    expect(conflictOf(() => saveDraftAnswers(attempt, [{ taskKey: 'essay', text: 'Early.' }], at(1), pteKeys))).toBe(
      'Write Essay opens when Summarize Written Text is submitted or its time ends.',
    );
    // Within the grace a late autosave still counts; after it, not.
    expect(
      saveDraftAnswers(attempt, [{ taskKey: 'summary', text: 'Late.' }], at(10, 20), pteKeys, grace).answers,
    ).toEqual([{ taskKey: 'summary', text: 'Late.' }]);
    expect(() =>
      saveDraftAnswers(attempt, [{ taskKey: 'summary', text: 'Too late.' }], at(10, 31), pteKeys, grace),
    ).toThrow(/Summarize Written Text is closed/);
  });

  it('a submit of the summary after its grace keeps the last saved text (pens down) and opens the essay', () => {
    const drafted = saveDraftAnswers(startedPte(), [{ taskKey: 'summary', text: 'Autosaved.' }], at(9), pteKeys);
    const late = submitTask(drafted, { taskKey: 'summary', text: 'Sent too late.' }, at(11), gold, pteKeys, grace);
    expect(late.answers).toEqual([{ taskKey: 'summary', text: 'Autosaved.' }]);
    expect(late.taskClocks[0]?.timedOut).toBe(true);
    expect(late.taskClocks[1]?.startedAt).toEqual(at(10));
  });

  it('a second submit of the same task changes nothing', () => {
    const moved = submitTask(startedPte(), { taskKey: 'summary', text: 'Once.' }, at(5), gold, pteKeys, grace);
    expect(submitTask(moved, { taskKey: 'summary', text: 'Twice.' }, at(5, 1), gold, pteKeys, grace)).toBe(moved);
  });

  it('submitting the last task hands in the test on time', () => {
    const moved = submitTask(startedPte(), { taskKey: 'summary', text: 'S.' }, at(5), gold, pteKeys, grace);
    const done = submitTask(moved, { taskKey: 'essay', text: 'E.' }, at(20), gold, pteKeys, grace);
    expect(done).toMatchObject({ status: 'Submitted', submittedAt: at(20), timedOut: false, secondsTaken: 1200 });
    expect(done.deadlineAt).toEqual(at(38));
    expect(done.taskClocks[1]).toMatchObject({ closedAt: at(20), timedOut: false });
  });

  it('an abandoned test is closed task by task, then handed in timed out with what was saved', () => {
    const drafted = saveDraftAnswers(startedPte(), [{ taskKey: 'summary', text: 'Left behind.' }], at(2), pteKeys);
    const first = closeAtTimeUp(drafted, closesAt(drafted, grace), gold, grace);
    expect(first.status).toBe('InProgress');
    expect(nextTimerAt(first, grace)).toEqual(at(30, 30));
    const second = closeAtTimeUp(first, at(30, 30), gold, grace);
    expect(second).toMatchObject({ status: 'Submitted', timedOut: true, secondsTaken: 1800 });
    expect(second.taskClocks.map((clock) => clock.timedOut)).toEqual([true, true]);
    expect(second.answers).toEqual([{ taskKey: 'summary', text: 'Left behind.' }]);
  });

  it('a timer that wakes up very late closes every task whose time is up in one go', () => {
    const closed = closeAtTimeUp(startedPte(), at(90), gold, grace);
    expect(closed.status).toBe('Submitted');
    expect(closed.taskClocks.map((clock) => [clock.startedAt, clock.timedOut])).toEqual([
      [start, true],
      [at(10), true],
    ]);
  });

  it('submitting the whole test hands in the open task and closes the others', () => {
    const drafted = saveDraftAnswers(startedPte(), [{ taskKey: 'summary', text: 'S.' }], at(2), pteKeys);
    const done = submit(drafted, [{ taskKey: 'summary', text: 'Final S.' }], at(4), gold, pteKeys, grace);
    expect(done).toMatchObject({ status: 'Submitted', timedOut: false });
    expect(done.answers).toEqual([{ taskKey: 'summary', text: 'Final S.' }]);
    expect(done.taskClocks[1]).toMatchObject({ startedAt: null, closedAt: at(4) });
  });

  it('the old one-task-per-call contract moves on: writing the essay hands in the summary first', () => {
    const moved = moveOnToTask(startedPte(), 'essay', at(3), gold, grace);
    expect(moved.taskClocks[0]?.closedAt).toEqual(at(3));
    expect(moved.taskClocks[1]?.startedAt).toEqual(at(3));
    expect(moveOnToTask(moved, 'essay', at(4), gold, grace)).toBe(moved);
  });

  it('refuses submitTask for a test with one shared clock', () => {
    const ielts = newAttempt({ id: 'i', userId: 'u', test: ieltsTest, now: start });
    expect(() => submitTask(ielts, { taskKey: 'task1', text: 'x' }, at(1), gold, ['task1', 'task2'])).toThrow(
      /share one clock/,
    );
  });
});
