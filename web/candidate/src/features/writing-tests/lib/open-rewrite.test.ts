import { describe, expect, it } from 'vitest';
import { openRewriteMinutes } from './open-rewrite';

const now = Date.parse('2026-06-01T12:00:00Z');
const rewrite = (endsAt: string, submittedAt: string | null = null) => ({
  id: 'r1',
  originalAttemptId: 'a1',
  endsAt,
  submittedAt,
});

describe('openRewriteMinutes', () => {
  it('counts the whole minutes left of a rewrite being written, rounding up', () => {
    expect(openRewriteMinutes(rewrite('2026-06-01T12:42:10Z'), now)).toBe(43);
    expect(openRewriteMinutes(rewrite('2026-06-01T12:00:30Z'), now)).toBe(1);
  });

  it('offers nothing without a rewrite, once it is handed in, or once its time has run out', () => {
    expect(openRewriteMinutes(null, now)).toBeNull();
    expect(openRewriteMinutes(rewrite('2026-06-01T12:30:00Z', '2026-06-01T11:50:00Z'), now)).toBeNull();
    expect(openRewriteMinutes(rewrite('2026-06-01T11:59:00Z'), now)).toBeNull();
  });
});
