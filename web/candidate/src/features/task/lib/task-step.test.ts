import { describe, expect, it } from 'vitest';
import { movedOnNotice, taskStep } from './task-step';

const titles = { summary: 'Summarize Written Text', essay: 'Write Essay' };
const open = { startedAt: '2026-01-01T09:00:00Z', closedAt: null, timedOut: false };
const waiting = { startedAt: null, closedAt: null, timedOut: false };

describe('task step', () => {
  it('is none for a test with one shared clock', () => {
    expect(taskStep([])).toBeNull();
  });

  it('names the open task as "1 of 2" until it closes, then the next', () => {
    expect(
      taskStep([
        { taskKey: 'summary', ...open },
        { taskKey: 'essay', ...waiting },
      ]),
    ).toEqual({
      index: 0,
      count: 2,
      key: 'summary',
      last: false,
    });
    const moved = [
      { taskKey: 'summary', ...open, closedAt: '2026-01-01T09:10:00Z', timedOut: true },
      { taskKey: 'essay', ...open, startedAt: '2026-01-01T09:10:00Z' },
    ];
    expect(taskStep(moved)).toMatchObject({ index: 1, key: 'essay', last: true });
    expect(movedOnNotice(moved, titles)).toBe(
      'Time is up for Task 1 (Summarize Written Text): your last saved answer is kept. Task 2 (Write Essay) has started with its own clock.',
    );
  });

  it('says the first task was submitted when the candidate submitted it', () => {
    const moved = [
      { taskKey: 'summary', ...open, closedAt: '2026-01-01T09:04:00Z' },
      { taskKey: 'essay', ...open, startedAt: '2026-01-01T09:04:00Z' },
    ];
    expect(movedOnNotice(moved, titles, true)).toMatch(/^Time is up for Task 1 \(Summarize Written Text\)/);
    expect(movedOnNotice(moved, titles)).toBe(
      'Task 1 (Summarize Written Text) is submitted. Task 2 (Write Essay) has started with its own clock.',
    );
  });
});
