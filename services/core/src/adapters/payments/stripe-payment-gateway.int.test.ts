import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../application/payment/ports.ts';
import { domainErrorOf } from '../../application/testing/expect-domain-error.ts';
import { type StripeFake, startStripeFake } from '../../test-support/stripe-fake.ts';
import { createStripePaymentGateway } from './stripe-payment-gateway.ts';

// The Stripe adapter over HTTP against a local fake of Stripe's endpoints, with webhooks signed by Stripe's own
// helper (generateTestHeaderString), as Stripe signs them.

let fake: StripeFake;
let gateway: PaymentGateway;
let now = new Date();

beforeAll(async () => {
  fake = await startStripeFake();
  gateway = createStripePaymentGateway({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_fake',
    webhookSecret: fake.webhookSecret,
    webhookToleranceSeconds: 300,
    timeoutMs: 5_000,
    maxNetworkRetries: 0,
    api: fake.api,
    clock: { now: () => now },
  });
});
afterAll(async () => {
  await fake.close();
});

const payment = (purchaseId: string, amountCents = 3000) =>
  gateway.createPayment({
    purchaseId,
    userId: 'uid-mei',
    exam: 'IELTSAcademic',
    plan: 'silver',
    amountCents,
    currency: 'usd',
    description: 'Silver plan, IELTS-Academic writing mock tests',
  });

describe('Stripe gateway: payments', () => {
  it('creates a PaymentIntent with automatic payment methods, the price in cents and the purchase in its metadata', async () => {
    const created = await payment('purchase-1');
    const request = fake.requests.findLast((r) => r.method === 'POST');
    expect(request).toMatchObject({
      path: '/v1/payment_intents',
      idempotencyKey: 'purchase-purchase-1',
      authorization: `Bearer ${fake.secretKey}`,
      form: {
        amount: '3000',
        currency: 'usd',
        automatic_payment_methods: { enabled: 'true' },
        metadata: { purchaseId: 'purchase-1', userId: 'uid-mei', plan: 'silver', exam: 'IELTSAcademic' },
      },
    });
    expect(created.clientSecret).toBe(fake.intent(created.paymentId)?.client_secret);
    expect(gateway.publishableKey).toBe('pk_test_fake');
  });

  it('answers the same intent to a repeated create of one purchase (idempotency key)', async () => {
    const first = await payment('purchase-2');
    const again = await payment('purchase-2');
    expect(again).toEqual(first);
    expect(fake.intents().filter((intent) => intent.metadata.purchaseId === 'purchase-2')).toHaveLength(1);
  });

  it('reads back where the payment stands: pending, declined with the message, succeeded, unknown', async () => {
    const { paymentId, clientSecret } = await payment('purchase-3');
    expect(await gateway.retrievePayment(paymentId)).toEqual({
      paymentId,
      clientSecret,
      payable: true,
      outcome: { status: 'pending' },
    });
    fake.decline(paymentId);
    expect(await gateway.retrievePayment(paymentId)).toMatchObject({
      payable: true,
      outcome: { status: 'failed', message: 'Your card was declined.' },
    });
    fake.pay(paymentId);
    expect(await gateway.retrievePayment(paymentId)).toMatchObject({
      payable: false,
      outcome: { status: 'succeeded', amountCents: 3000, currency: 'usd' },
    });
    expect(await gateway.retrievePayment('pi_nobody')).toBeNull();
  });
});

describe('Stripe gateway: webhooks', () => {
  it('reads signed payment_intent.succeeded, payment_failed and a full charge.refunded', async () => {
    const { paymentId } = await payment('purchase-4');
    const succeeded = fake.event('payment_intent.succeeded', fake.pay(paymentId));
    expect(await gateway.readWebhookEvent(succeeded.rawBody, succeeded.signature)).toMatchObject({
      kind: 'outcome',
      paymentId,
      outcome: { status: 'succeeded', amountCents: 3000, currency: 'usd' },
    });
    const failed = fake.event(
      'payment_intent.payment_failed',
      fake.decline(paymentId, 'Your card has insufficient funds.'),
    );
    expect(await gateway.readWebhookEvent(failed.rawBody, failed.signature)).toMatchObject({
      paymentId,
      outcome: { status: 'failed', message: 'Your card has insufficient funds.' },
    });
    const refunded = fake.event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: paymentId,
      refunded: true,
    });
    expect(await gateway.readWebhookEvent(refunded.rawBody, refunded.signature)).toMatchObject({
      paymentId,
      outcome: { status: 'refunded' },
    });
  });

  it('acknowledges but ignores a partial refund and the event types it does not act on', async () => {
    const partial = fake.event('charge.refunded', {
      id: 'ch_2',
      object: 'charge',
      payment_intent: 'pi_x',
      refunded: false,
    });
    expect(await gateway.readWebhookEvent(partial.rawBody, partial.signature)).toMatchObject({ kind: 'ignored' });
    const created = fake.event('payment_intent.created', {
      id: 'pi_x',
      object: 'payment_intent',
      status: 'requires_payment_method',
    });
    expect(await gateway.readWebhookEvent(created.rawBody, created.signature)).toMatchObject({
      kind: 'ignored',
      type: 'payment_intent.created',
    });
  });

  it('refuses a missing, wrong or replayed signature and a tampered body', async () => {
    const event = fake.event('payment_intent.succeeded', {
      id: 'pi_y',
      object: 'payment_intent',
      status: 'succeeded',
      amount: 5000,
      currency: 'usd',
    });
    expect((await domainErrorOf(gateway.readWebhookEvent(event.rawBody, undefined))).message).toBe(
      'The webhook has no Stripe-Signature header.',
    );
    const wrongSecret = fake.event('payment_intent.succeeded', { id: 'pi_y' }, { secret: 'whsec_someone_else' });
    expect((await domainErrorOf(gateway.readWebhookEvent(wrongSecret.rawBody, wrongSecret.signature))).code).toBe(
      'BAD_USER_INPUT',
    );
    const tampered = event.rawBody.replace('5000', '1');
    expect((await domainErrorOf(gateway.readWebhookEvent(tampered, event.signature))).code).toBe('BAD_USER_INPUT');
    const old = fake.event(
      'payment_intent.succeeded',
      { id: 'pi_y', object: 'payment_intent', status: 'succeeded', amount: 5000, currency: 'usd' },
      { timestamp: Math.floor(now.getTime() / 1000) - 301 },
    );
    expect(await domainErrorOf(gateway.readWebhookEvent(old.rawBody, old.signature))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The webhook signature does not match, or its timestamp is too old: the event was ignored.',
    });
  });

  it("measures a webhook's age on the server's clock", async () => {
    const event = fake.event('payment_intent.created', { id: 'pi_z' });
    now = new Date(Date.now() + 600_000);
    try {
      expect((await domainErrorOf(gateway.readWebhookEvent(event.rawBody, event.signature))).code).toBe(
        'BAD_USER_INPUT',
      );
    } finally {
      now = new Date();
    }
  });
});
