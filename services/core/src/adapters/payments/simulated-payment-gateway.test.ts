import { describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../../application/payment/ports.ts';
import { domainErrorOf } from '../../application/testing/expect-domain-error.ts';
import {
  createSimulatedPaymentGateway,
  type SimulatedPayment,
  type SimulatedPaymentStore,
} from './simulated-payment-gateway.ts';

// The simulated gateway of embedded mode: Stripe's test cards, events signed like Stripe's with its own secret.

/** The database's store in memory: one payment per purchase, changes on the version read. */
function memoryStore(): SimulatedPaymentStore {
  const rows = new Map<string, SimulatedPayment>();
  return {
    async insertOnce(payment) {
      const known = [...rows.values()].find((row) => row.purchaseId === payment.purchaseId);
      if (known) return structuredClone(known);
      rows.set(payment.id, structuredClone(payment));
      return structuredClone(payment);
    },
    async findById(id) {
      return structuredClone(rows.get(id) ?? null);
    },
    async update(payment) {
      if (rows.get(payment.id)?.version !== payment.version) return false;
      rows.set(payment.id, { ...structuredClone(payment), version: payment.version + 1 });
      return true;
    },
  };
}

function setup() {
  const delivered: PaymentEvent[] = [];
  const warnings: string[] = [];
  const gateway = createSimulatedPaymentGateway({
    clock: { now: () => new Date() },
    webhookSecret: 'whsec_simulated_test',
    webhookToleranceSeconds: 300,
    logger: { warn: (line) => warnings.push(line) },
    store: memoryStore(),
  });
  // Every event goes through the gateway's own signature check, as the webhook route does.
  gateway.deliverEventsTo(async (rawBody, signature) => {
    delivered.push(await gateway.readWebhookEvent(rawBody, signature));
  });
  const open = () =>
    gateway.createPayment({
      purchaseId: `purchase-${Math.random()}`,
      userId: 'uid-1',
      exam: 'PTE',
      plan: 'gold',
      amountCents: 5000,
      currency: 'usd',
      description: 'Gold plan',
    });
  return { gateway, delivered, warnings, open };
}

describe('simulated gateway', () => {
  it('4242 4242 4242 4242 succeeds and reports a signed payment_intent.succeeded, once for a double click', async () => {
    const { gateway, delivered, open } = setup();
    const { paymentId, clientSecret } = await open();
    const answers = await Promise.all([
      gateway.confirm({ clientSecret, cardNumber: '4242 4242 4242 4242' }),
      gateway.confirm({ clientSecret, cardNumber: '4242424242424242' }),
    ]);
    expect(answers.map((answer) => answer?.status)).toEqual(['succeeded', 'succeeded']);
    expect(delivered).toEqual([
      {
        kind: 'outcome',
        eventId: expect.stringMatching(/^evt_sim_/),
        paymentId,
        outcome: { status: 'succeeded', amountCents: 5000, currency: 'usd' },
      },
    ]);
    expect(await gateway.retrievePayment(paymentId)).toMatchObject({
      payable: false,
      outcome: { status: 'succeeded' },
    });
  });

  it("4000 0000 0000 0002 is declined with Stripe's message and can be retried with a good card", async () => {
    const { gateway, delivered, open } = setup();
    const { paymentId, clientSecret } = await open();
    expect(await gateway.confirm({ clientSecret, cardNumber: '4000 0000 0000 0002' })).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    expect(delivered.at(-1)).toMatchObject({
      paymentId,
      outcome: { status: 'failed', message: 'Your card was declined.' },
    });
    expect(await gateway.retrievePayment(paymentId)).toMatchObject({ payable: true });
    expect(await gateway.confirm({ clientSecret, cardNumber: '4242 4242 4242 4242' })).toEqual({ status: 'succeeded' });
  });

  it('4000 0025 0000 3155 asks for a confirmation step first; approving pays, refusing fails', async () => {
    const { gateway, delivered, open } = setup();
    const first = await open();
    expect(await gateway.confirm({ clientSecret: first.clientSecret, cardNumber: '4000 0025 0000 3155' })).toEqual({
      status: 'requires_action',
    });
    expect(delivered).toEqual([]);
    expect(await gateway.authenticate({ clientSecret: first.clientSecret, approve: true })).toEqual({
      status: 'succeeded',
    });
    const second = await open();
    await gateway.confirm({ clientSecret: second.clientSecret, cardNumber: '4000002500003155' });
    expect(await gateway.authenticate({ clientSecret: second.clientSecret, approve: false })).toEqual({
      status: 'failed',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect(await gateway.authenticate({ clientSecret: second.clientSecret, approve: true })).toMatchObject({
      status: 'failed',
      message: 'This payment is not waiting for a confirmation step.',
    });
  });

  it('names the test cards for any other number, without a payment attempt', async () => {
    const { gateway, delivered, open } = setup();
    const { paymentId, clientSecret } = await open();
    const answer = await gateway.confirm({ clientSecret, cardNumber: '5555 5555 5555 4444' });
    expect(answer?.status).toBe('failed');
    expect(answer?.message).toContain('no real card is charged');
    expect(answer?.message).toContain('4242 4242 4242 4242');
    expect(answer?.message).toContain('4000 0000 0000 0002');
    expect(answer?.message).toContain('4000 0025 0000 3155');
    expect(delivered).toEqual([]);
    expect(await gateway.retrievePayment(paymentId)).toMatchObject({ outcome: { status: 'pending' } });
  });

  it('knows no payment by a made-up or altered client secret', async () => {
    const { gateway, open } = setup();
    const { clientSecret } = await open();
    expect(await gateway.confirm({ clientSecret: `${clientSecret}x`, cardNumber: '4242424242424242' })).toBeNull();
    expect(await gateway.authenticate({ clientSecret: 'sim_pi_0_secret_0', approve: true })).toBeNull();
  });

  it('opens one payment per purchase, and refuses events it did not sign', async () => {
    const { gateway } = setup();
    const input = {
      purchaseId: 'purchase-same',
      userId: 'uid-1',
      exam: 'PTE' as const,
      plan: 'gold' as const,
      amountCents: 5000,
      currency: 'usd' as const,
      description: 'Gold plan',
    };
    expect(await gateway.createPayment(input)).toEqual(await gateway.createPayment(input));
    const forged = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'x' } } });
    expect((await domainErrorOf(gateway.readWebhookEvent(forged, 't=1,v1=00'))).code).toBe('BAD_USER_INPUT');
  });

  it('logs an event it could not deliver; the payment still stands', async () => {
    const { gateway, warnings, open } = setup();
    gateway.deliverEventsTo(async () => {
      throw new Error('webhook answered 500');
    });
    const { paymentId, clientSecret } = await open();
    expect(await gateway.confirm({ clientSecret, cardNumber: '4242424242424242' })).toEqual({ status: 'succeeded' });
    expect(warnings.join('\n')).toContain('was not delivered');
    expect(await gateway.retrievePayment(paymentId)).toMatchObject({ outcome: { status: 'succeeded' } });
  });
});
