import { describe, expect, it } from 'vitest';
import { deadlineStateOf } from './escalation.ts';

const submittedAt = new Date('2026-01-01T00:00:00Z');
const deadlineAt = new Date('2026-01-01T10:00:00Z');
const at = (hours: number) => new Date(submittedAt.getTime() + hours * 3_600_000);
const waiting = { status: 'Submitted', submittedAt, deadlineAt, overdue: false };

describe('deadlineStateOf', () => {
  it('is on track before the escalation point, near the deadline after it, overdue from the deadline on', () => {
    expect(deadlineStateOf(waiting, null, at(7), 75)).toBe('onTrack');
    expect(deadlineStateOf(waiting, null, at(7.5), 75)).toBe('nearDeadline');
    expect(deadlineStateOf(waiting, null, at(9.99), 75)).toBe('nearDeadline');
    expect(deadlineStateOf(waiting, null, at(10), 75)).toBe('overdue');
    expect(deadlineStateOf(waiting, { publishedAt: null }, at(30), 75)).toBe('overdue');
  });

  it('trusts the deadline job: an answer it marked overdue stays overdue', () => {
    expect(deadlineStateOf({ ...waiting, overdue: true }, null, at(1), 75)).toBe('overdue');
  });

  it('is on track once the evaluation is published, and for an answer not submitted', () => {
    expect(deadlineStateOf(waiting, { publishedAt: at(11) }, at(12), 75)).toBe('onTrack');
    expect(deadlineStateOf({ ...waiting, status: 'EvaluationDone' }, null, at(12), 75)).toBe('onTrack');
    expect(
      deadlineStateOf({ ...waiting, status: 'InProgress', submittedAt: null, deadlineAt: null }, null, at(12), 75),
    ).toBe('onTrack');
  });
});
