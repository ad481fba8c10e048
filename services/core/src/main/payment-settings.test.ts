import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { perProcessSecretNotice } from './payment-settings.ts';

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

describe('payment settings', () => {
  it('runs the simulated test gateway without Stripe keys, outside production', () => {
    expect(loadConfig({}).payments).toEqual({
      gateway: 'simulated',
      stripe: null,
      simulatedWebhookSecret: null,
      webhookToleranceSeconds: 300,
      planExpiryCheckSeconds: 300,
      planExpiryBatchSize: 200,
    });
  });

  it('takes Stripe with all three keys, with its client settings', () => {
    const { payments } = loadConfig({
      ...stripeKeys,
      STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
      STRIPE_TIMEOUT_MS: '2500',
    });
    expect(payments.gateway).toBe('stripe');
    expect(payments.stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      timeoutMs: 2500,
      maxNetworkRetries: 2,
    });
    expect(loadConfig(stripeKeys).payments.stripe?.api).toBeNull();
  });

  it("says at start when the simulated gateway's signing secret is made up for this process only", () => {
    // Logged by the container: replicas each making up their own would refuse one another's events.
    expect(perProcessSecretNotice(loadConfig({}).payments)).toMatch(
      /generated for this process only.*SIMULATED_GATEWAY_WEBHOOK_SECRET.*replicas/,
    );
    expect(
      perProcessSecretNotice(loadConfig({ SIMULATED_GATEWAY_WEBHOOK_SECRET: 'whsec_shared' }).payments),
    ).toBeNull();
    expect(perProcessSecretNotice(loadConfig(stripeKeys).payments)).toBeNull();
  });

  it('refuses some Stripe keys without the others, naming the missing ones', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /missing: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('refuses the simulated gateway in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme' })).toThrow(
      /production needs Stripe .*the simulated test gateway takes no money/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'acme',
        WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
        ...stripeKeys,
      }).payments.gateway,
    ).toBe('stripe');
  });

  it('names keys of the wrong kind and out-of-range limits', () => {
    expect(() => loadConfig({ ...stripeKeys, STRIPE_SECRET_KEY: 'pk_test_swapped' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...stripeKeys, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_WEBHOOK_TOLERANCE_SECONDS: '0' })).toThrow(/PAYMENT_WEBHOOK_TOLERANCE_SECONDS/);
    expect(() => loadConfig({ ...stripeKeys, STRIPE_API_BASE_URL: 'ftp://x' })).toThrow(/STRIPE_API_BASE_URL/);
  });
});
