import { describe, expect, it } from 'vitest';
import { formatRemaining, timerLevel } from './format-remaining';

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
