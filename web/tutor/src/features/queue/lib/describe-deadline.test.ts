import { describe, expect, it } from 'vitest';
import { describeDeadline, describeTimeLeft } from './describe-deadline';

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

describe('describeTimeLeft', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const at = (offsetMinutes: number) => new Date(now + offsetMinutes * 60_000).toISOString();

  it('says how long is left in words, whatever the colour', () => {
    expect(describeTimeLeft(at(80), at(-40), now)).toEqual({ overdue: false, text: '1 h 20 min left', tone: 'plenty' });
  });

  it('colours by the share of the plan minutes left: over half, over a quarter, less', () => {
    // A Gold answer: 18 minutes from submission to deadline.
    expect(describeTimeLeft(at(10), at(-8), now).tone).toBe('plenty');
    expect(describeTimeLeft(at(6), at(-12), now).tone).toBe('half');
    expect(describeTimeLeft(at(3), at(-15), now).tone).toBe('little');
  });

  it('says how late an overdue answer is', () => {
    expect(describeTimeLeft(at(-5), at(-23), now)).toEqual({
      overdue: true,
      text: 'overdue by 5 min',
      tone: 'overdue',
    });
  });
});
