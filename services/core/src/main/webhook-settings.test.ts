import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const key = 'ab'.repeat(32);
const production = { NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme', WEBHOOK_SECRET_KEY: key };
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

  it('keep no development key in production: a production start without WEBHOOK_SECRET_KEY is refused, naming it', () => {
    // Every process (each core replica, the worker) seals and opens the same secrets: one key made up per process
    // would leave the others unable to sign.
    const { WEBHOOK_SECRET_KEY: _unset, ...withoutKey } = production;
    expect(() => loadConfig({ ...withoutKey, ...stripe })).toThrow(
      /Refusing to start: production needs WEBHOOK_SECRET_KEY .*every process/,
    );
    expect(() => loadConfig({ ...withoutKey, ...stripe, WEBHOOK_SECRET_KEY: ' ' })).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(loadConfig({ ...production, ...stripe }).webhooks.secretKey?.toString('hex')).toBe(key);
    expect(loadConfig({ ...production, ...stripe }).webhooks.secretKeyIsDevelopmentDefault).toBe(false);
  });

  it('keep the fixed development key outside production, the same in every process', () => {
    const first = loadConfig({ NODE_ENV: 'development' }).webhooks;
    expect(first.secretKeyIsDevelopmentDefault).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).webhooks.secretKey?.equals(first.secretKey as Buffer)).toBe(true);
  });
});
