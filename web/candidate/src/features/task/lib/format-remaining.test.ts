import { describe, expect, it } from 'vitest';
import { formatRemaining, timerLevel, timerWarnings } from './format-remaining';

describe('formatRemaining', () => {
  it('shows minutes and seconds, rounding partial seconds up so 00:00 means time is up', () => {
    expect(formatRemaining(40 * 60_000)).toBe('40:00');
    expect(formatRemaining(65_500)).toBe('01:06');
    expect(formatRemaining(400)).toBe('00:01');
  });

  it('keeps counting minutes past an hour and never goes negative', () => {
    expect(formatRemaining(75 * 60_000)).toBe('75:00');
    expect(formatRemaining(-5_000)).toBe('00:00');
  });
});

describe('timerLevel', () => {
  it('warns at 10 minutes left and turns urgent at 5', () => {
    expect(timerLevel(10 * 60_000 + 1)).toBe('normal');
    expect(timerLevel(10 * 60_000)).toBe('warning');
    expect(timerLevel(5 * 60_000)).toBe('danger');
    expect(timerLevel(0)).toBe('over');
  });
});

describe('timerWarnings', () => {
  it('warns at 10 and 5 minutes on a long clock, at 2 and 1 on a task of 15 minutes or less', () => {
    expect(timerWarnings(60 * 60_000)).toEqual({ warning: 10, danger: 5 });
    expect(timerWarnings()).toEqual({ warning: 10, danger: 5 });
    const short = timerWarnings(6 * 60_000);
    expect(short).toEqual({ warning: 2, danger: 1 });
    // A 6-minute TOEFL task starts in the normal colour, not already amber.
    expect(timerLevel(6 * 60_000, short)).toBe('normal');
    expect(timerLevel(2 * 60_000, short)).toBe('warning');
    expect(timerLevel(60_000, short)).toBe('danger');
  });
});
