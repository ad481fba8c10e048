import { describe, expect, it } from 'vitest';
import { type ApiKey, apiKeyExpiry, apiKeyName, apiKeyRefusal, lastUsedIsStale } from './api-key.ts';

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 'k1',
  ownerId: 'p1',
  name: 'Reporting',
  hint: 'mtk_abcdef',
  readOnly: false,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2026-04-01T00:00:00Z'),
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

describe('API key rules', () => {
  it('trims the name and refuses an empty or overlong one', () => {
    expect(apiKeyName('  School   reporting ')).toBe('School reporting');
    expect(() => apiKeyName('   ')).toThrow(/Give the key a name/);
    expect(() => apiKeyName('x'.repeat(61))).toThrow(/at most 60 characters/);
  });

  it('expires the given number of days after creation', () => {
    expect(apiKeyExpiry(new Date('2026-01-01T00:00:00Z'), 90).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('refuses a revoked key and an expired one, from the second of expiry', () => {
    expect(apiKeyRefusal(key(), new Date('2026-03-31T23:59:59Z'))).toBeNull();
    expect(apiKeyRefusal(key(), new Date('2026-04-01T00:00:00Z'))).toBe('expired');
    expect(apiKeyRefusal(key({ revokedAt: new Date('2026-02-01T00:00:00Z') }), new Date('2026-02-02'))).toBe('revoked');
  });

  it('records a use at most once a minute', () => {
    const usedAt = new Date('2026-02-01T10:00:00Z');
    expect(lastUsedIsStale(key(), usedAt)).toBe(true);
    expect(lastUsedIsStale(key({ lastUsedAt: usedAt }), new Date('2026-02-01T10:00:59Z'))).toBe(false);
    expect(lastUsedIsStale(key({ lastUsedAt: usedAt }), new Date('2026-02-01T10:01:00Z'))).toBe(true);
  });
});
