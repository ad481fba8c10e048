import { describe, expect, it } from 'vitest';
import { rowAction, rowActionLabel } from './row-action';

describe('rowAction', () => {
  it('offers Start test on an unlocked test never opened', () => {
    expect(rowActionLabel[rowAction({ unlocked: true, myAttempt: null })]).toBe('Start test');
  });

  it('offers Continue test while an attempt is in progress', () => {
    expect(rowActionLabel[rowAction({ unlocked: true, myAttempt: { status: 'IN_PROGRESS' } })]).toBe('Continue test');
  });

  it('offers View Feedback once submitted or evaluated, even when the plan no longer covers the test', () => {
    expect(rowActionLabel[rowAction({ unlocked: true, myAttempt: { status: 'SUBMITTED' } })]).toBe('View Feedback');
    expect(rowActionLabel[rowAction({ unlocked: false, myAttempt: { status: 'EVALUATION_DONE' } })]).toBe(
      'View Feedback',
    );
  });

  it('offers Upgrade on a locked test never opened', () => {
    expect(rowActionLabel[rowAction({ unlocked: false, myAttempt: null })]).toBe('Upgrade');
  });
});
