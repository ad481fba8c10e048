import { memoryStorage } from '@mocktest/web-shared/test-support';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  recordVerificationEmailSent,
  verificationEmailCooldownMs,
  verificationEmailWaitMs,
} from './verification-email';

describe('the wait between verification e-mails', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: memoryStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('lets a user who was never sent one ask at once', () => {
    expect(verificationEmailWaitMs('u1', 5_000)).toBe(0);
  });

  it('counts a minute down from the last e-mail, per user', () => {
    recordVerificationEmailSent('u1', 10_000);
    expect(verificationEmailWaitMs('u1', 10_000)).toBe(verificationEmailCooldownMs);
    expect(verificationEmailWaitMs('u1', 40_000)).toBe(30_000);
    expect(verificationEmailWaitMs('u1', 10_000 + verificationEmailCooldownMs)).toBe(0);
    expect(verificationEmailWaitMs('u2', 40_000)).toBe(0);
  });

  it('never waits longer than a minute, even when the clock was set back', () => {
    recordVerificationEmailSent('u1', 500_000);
    expect(verificationEmailWaitMs('u1', 100_000)).toBe(verificationEmailCooldownMs);
  });
});
