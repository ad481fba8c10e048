import { describe, expect, it } from 'vitest';
import { deadlineLabel } from './deadline-label';

describe('deadlineLabel', () => {
  it('says Overdue for an overdue answer, never Near deadline', () => {
    expect(deadlineLabel('OVERDUE')).toEqual({ text: 'Overdue', badgeClass: 'overdue-badge', rowClass: 'row-overdue' });
  });

  it('says Near deadline only before the deadline', () => {
    expect(deadlineLabel('NEAR_DEADLINE')?.text).toBe('Near deadline');
    expect(deadlineLabel('NEAR_DEADLINE')?.rowClass).toBe('row-near-deadline');
  });

  it('says nothing while the answer is on track', () => {
    expect(deadlineLabel('ON_TRACK')).toBeNull();
  });
});
