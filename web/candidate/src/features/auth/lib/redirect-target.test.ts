import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns the page the guard sent the visitor from', () => {
    expect(redirectTarget({ from: '/dashboard/writingtasks/writing2?test=t1' }, '/x')).toBe(
      '/dashboard/writingtasks/writing2?test=t1',
    );
  });

  it('falls back without a from, or when from points off-site or back to the auth pages', () => {
    expect(redirectTarget(null, '/dashboard/writingtasks')).toBe('/dashboard/writingtasks');
    expect(redirectTarget({ from: '//evil.example/' }, '/fallback')).toBe('/fallback');
    expect(redirectTarget({ from: 'https://evil.example/' }, '/fallback')).toBe('/fallback');
    expect(redirectTarget({ from: '/login' }, '/fallback')).toBe('/fallback');
  });
});
