import { describe, expect, it } from 'vitest';
import { claimExpiryText } from './claim-expiry';

const now = new Date('2026-01-01T12:00:00.000Z');

describe('claimExpiryText', () => {
  it('states the whole minutes left, rounded up', () => {
    expect(claimExpiryText('2026-01-01T12:59:30.000Z', now)).toBe(
      'Your claim expires in 60 min unless you save a draft.',
    );
  });

  it('says when the claim has already lapsed, and nothing without a claim', () => {
    expect(claimExpiryText('2026-01-01T11:59:00.000Z', now)).toMatch(/^Your claim has expired/);
    expect(claimExpiryText(null, now)).toBeNull();
  });
});
