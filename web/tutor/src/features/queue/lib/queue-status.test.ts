import { describe, expect, it } from 'vitest';
import { queueStatus } from './queue-status';

const unclaimed = { claimedByMe: false, claimedBy: null, evaluation: null };

describe('queueStatus', () => {
  it('shows an attempt nobody took as unclaimed', () => {
    expect(queueStatus(unclaimed).label).toBe('Unclaimed');
  });

  it('names the colleague who holds an attempt', () => {
    expect(queueStatus({ ...unclaimed, claimedBy: 'Priya Raman' }).label).toBe('Claimed by Priya Raman');
  });

  it('tells the tutor which attempts are theirs, and which already have a draft', () => {
    expect(queueStatus({ ...unclaimed, claimedByMe: true, claimedBy: 'Me' }).label).toBe('Claimed by you');
    expect(queueStatus({ claimedByMe: true, claimedBy: 'Me', evaluation: { published: false } }).label).toBe(
      'Draft saved',
    );
  });

  it('shows a published evaluation as published whoever wrote it', () => {
    expect(queueStatus({ claimedByMe: false, claimedBy: 'Priya Raman', evaluation: { published: true } }).label).toBe(
      'Published',
    );
  });
});
