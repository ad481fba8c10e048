import { describe, expect, it } from 'vitest';
import { describeDeadline } from './describe-deadline';

const now = Date.parse('2026-03-02T10:00:00Z');
const minutes = (count: number) => new Date(now + count * 60_000).toISOString();

describe('describeDeadline', () => {
  it('says how long is left before the deadline', () => {
    expect(describeDeadline(minutes(25), now)).toEqual({ overdue: false, text: 'in 25 min' });
  });

  it('counts a started minute as left, so nothing looks due too early', () => {
    expect(describeDeadline(minutes(24.5), now).text).toBe('in 25 min');
  });

  it('says how late an answer is once the deadline passed', () => {
    expect(describeDeadline(minutes(-5), now)).toEqual({ overdue: true, text: 'overdue by 5 min' });
  });

  it('uses hours for longer waits', () => {
    expect(describeDeadline(minutes(210), now).text).toBe('in 3 h 30 min');
    expect(describeDeadline(minutes(-120), now).text).toBe('overdue by 2 h');
  });

  it('marks a deadline passed seconds ago as overdue', () => {
    expect(describeDeadline(minutes(-0.2), now)).toEqual({ overdue: true, text: 'overdue by less than 1 min' });
  });
});
