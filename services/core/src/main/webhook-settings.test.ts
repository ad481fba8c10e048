import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const production = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme' };
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('webhook settings', () => {
  it('refuse private hosts in production and allow them elsewhere unless told otherwise', () => {
    expect(loadConfig({ ...production, ...stripe }).webhooks.allowPrivateHosts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).webhooks.allowPrivateHosts).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE_HOSTS: 'false' }).webhooks.allowPrivateHosts,
    ).toBe(false);
  });

  it('retry for a day by default, and refuse a cap below the first wait or a malformed key', () => {
    const { webhooks } = loadConfig({ NODE_ENV: 'test' });
    expect(webhooks.retryForMs).toBe(24 * 3_600_000);
    expect(() => loadConfig({ WEBHOOK_RETRY_BASE_MS: '5000', WEBHOOK_RETRY_MAX_MS: '1000' })).toThrow(
      /WEBHOOK_RETRY_MAX_MS/,
    );
    expect(() => loadConfig({ WEBHOOK_SECRET_KEY: 'short' })).toThrow(/64 hex digits/);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE_HOSTS/);
  });

  it('keep no development key in production: without WEBHOOK_SECRET_KEY no secret can be sealed', () => {
    expect(loadConfig({ ...production, ...stripe }).webhooks.secretKey).toBeNull();
    const key = 'ab'.repeat(32);
    expect(loadConfig({ ...production, ...stripe, WEBHOOK_SECRET_KEY: key }).webhooks.secretKey?.toString('hex')).toBe(
      key,
    );
  });
});
