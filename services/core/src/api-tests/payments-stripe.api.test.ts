import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { type StripeFake, startStripeFake } from '../test-support/stripe-fake.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp } from './api-helpers.ts';
import {
  confirmPurchaseMutation,
  generousLimits,
  mailsTo,
  me,
  type PurchaseData,
  purchaseQuery,
  type SessionData,
  seedTests,
  startPurchase,
  startPurchaseMutation,
} from './payment-helpers.ts';

// Full mode: the whole app with the Stripe adapter, pointed at a local fake of Stripe's API, and Stripe's webhooks
// signed with Stripe's own helper, on PostgreSQL. Every refused webhook changes nothing; every accepted success
// fulfils once.

const rounds = 20;

describe('payments through Stripe (full mode, local fake of the Stripe API)', () => {
  let t: TestApp;
  let stripe: StripeFake;

  beforeAll(async () => {
    stripe = await startStripeFake();
    t = await createTestApp({
      env: {
        ...generousLimits,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable',
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE_URL: stripe.url,
        STRIPE_MAX_NETWORK_RETRIES: '0',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(async () => {
    await t.reset();
    await seedTests(t, 'PTE', 12);
  });

  const candidate = async (name: string) => {
    const user = await signUp(name);
    await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    return user;
  };
  const webhook = (event: { rawBody: string; signature?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/api/payment/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(event.signature ? { 'stripe-signature': event.signature } : {}),
      },
      payload: event.rawBody,
    });
  const purchase = async (user: TestUser, id: string) =>
    (await graphqlOk<{ purchase: PurchaseData }>(t.app, purchaseQuery, { token: user.idToken, variables: { id } }))
      .purchase;
  const paymentIdOf = (session: SessionData) =>
    stripe.intents().find((intent) => intent.client_secret === session.clientSecret)?.id as string;

  it('opens a PaymentIntent priced on the server, and the page gets Stripe’s client secret and publishable key', async () => {
    const user = await candidate('Stella Stripe');
    const session = await startPurchase(t.app, user.idToken, 'PTE', 'silver');
    expect(session).toMatchObject({ gateway: 'STRIPE', publishableKey: 'pk_test_fake_publishable' });
    const intent = stripe.intent(paymentIdOf(session));
    expect(intent).toMatchObject({
      amount: 3000,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: { purchaseId: session.purchase.id, userId: user.uid, plan: 'silver', exam: 'PTE' },
    });
    const config = await t.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(config.json()).toMatchObject({ paymentGateway: 'stripe' });
    expect(config.headers['content-security-policy']).toContain('https://js.stripe.com');
    const simulator = await t.app.inject({
      method: 'POST',
      url: '/simulated-gateway/confirm',
      payload: { clientSecret: session.clientSecret, cardNumber: '4242424242424242' },
    });
    expect(simulator.statusCode).toBe(404);
  });

  it('refuses a webhook with a missing or bad signature, an old timestamp or an unknown payment; nothing changes', async () => {
    const user = await candidate('Rex Refused');
    const session = await startPurchase(t.app, user.idToken, 'PTE', 'gold');
    const paid = stripe.pay(paymentIdOf(session));
    const good = stripe.event('payment_intent.succeeded', paid);

    const missing = await webhook({ rawBody: good.rawBody });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('The webhook has no Stripe-Signature header.');
    const forged = stripe.event('payment_intent.succeeded', paid, { secret: 'whsec_attacker' });
    expect((await webhook(forged)).statusCode).toBe(400);
    const tampered = { rawBody: good.rawBody.replace('"amount":5000', '"amount":5001'), signature: good.signature };
    expect((await webhook(tampered)).statusCode).toBe(400);
    const old = stripe.event('payment_intent.succeeded', paid, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect((await webhook(old)).statusCode).toBe(400);
    const unknown = stripe.event('payment_intent.succeeded', { ...paid, id: 'pi_not_ours' });
    const unknownAnswer = await webhook(unknown);
    expect(unknownAnswer.statusCode).toBe(404);
    expect(unknownAnswer.json().error.message).toBe('No purchase belongs to this payment.');

    expect((await purchase(user, session.purchase.id)).status).toBe('PENDING');
    expect(await me(t.app, user.idToken)).toMatchObject({ isSubscribed: false, plan: null });
    expect(await mailsTo(t, user.email)).toEqual([]);
  });

  it('acknowledges event types it does not act on', async () => {
    const event = stripe.event('customer.created', { id: 'cus_1', object: 'customer' });
    const answer = await webhook(event);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ received: true, result: 'ignored' });
  });

  it(`the same success delivered 5 times at once fulfils once (${rounds} rounds)`, async () => {
    for (let round = 0; round < rounds; round++) {
      const user = await candidate(`Ida Idem ${round}`);
      const session = await startPurchase(t.app, user.idToken, 'PTE', 'silver');
      const event = stripe.event('payment_intent.succeeded', stripe.pay(paymentIdOf(session)));
      const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(event)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.map((answer) => answer.json().result).sort()).toEqual([
        'succeeded',
        'unchanged',
        'unchanged',
        'unchanged',
        'unchanged',
      ]);
      // And once more later, as Stripe retries.
      expect((await webhook(event)).json().result).toBe('unchanged');
      expect(await me(t.app, user.idToken)).toMatchObject({ isSubscribed: true, plan: { key: 'silver' } });
      expect(await mailsTo(t, user.email)).toHaveLength(1);
    }
  });

  it(`the webhook racing the return from the payment page fulfils once (${rounds} rounds)`, async () => {
    for (let round = 0; round < rounds; round++) {
      const user = await candidate(`Rita Race ${round}`);
      const session = await startPurchase(t.app, user.idToken, 'PTE', 'bronze');
      const event = stripe.event('payment_intent.succeeded', stripe.pay(paymentIdOf(session)));
      const [hook, confirm] = await Promise.all([
        webhook(event),
        graphql<{ confirmPurchase: PurchaseData }>(t.app, confirmPurchaseMutation, {
          token: user.idToken,
          variables: { id: session.purchase.id },
        }),
      ]);
      expect(hook.statusCode).toBe(200);
      expect(confirm.data?.confirmPurchase.status).toBe('SUCCEEDED');
      expect(await mailsTo(t, user.email)).toHaveLength(1);
    }
  });

  it(`two purchases started at once are one purchase and one PaymentIntent (${rounds} rounds)`, async () => {
    for (let round = 0; round < rounds; round++) {
      const user = await candidate(`Tom Twice ${round}`);
      const before = stripe.intents().length;
      const start = () =>
        graphqlOk<{ startPurchase: SessionData }>(t.app, startPurchaseMutation, {
          token: user.idToken,
          variables: { input: { exam: 'PTE', plan: 'gold' } },
        });
      const [a, b] = await Promise.all([start(), start()]);
      expect(b.startPurchase.purchase.id).toBe(a.startPurchase.purchase.id);
      expect(b.startPurchase.clientSecret).toBe(a.startPurchase.clientSecret);
      expect(stripe.intents().length - before).toBe(1);
    }
  });

  it("a declined card keeps Stripe's message and unlocks nothing; the retry succeeds; a refund takes the plan back", async () => {
    const user = await candidate('Dora Decline');
    const session = await startPurchase(t.app, user.idToken, 'PTE', 'silver');
    const paymentId = paymentIdOf(session);
    expect((await webhook(stripe.event('payment_intent.payment_failed', stripe.decline(paymentId)))).statusCode).toBe(
      200,
    );
    expect(await purchase(user, session.purchase.id)).toMatchObject({
      status: 'FAILED',
      failureMessage: 'Your card was declined.',
    });
    expect(await me(t.app, user.idToken)).toMatchObject({ isSubscribed: false });

    const retry = await startPurchase(t.app, user.idToken, 'PTE', 'silver');
    expect(retry.clientSecret).toBe(session.clientSecret);
    await webhook(stripe.event('payment_intent.succeeded', stripe.pay(paymentId)));
    expect(await me(t.app, user.idToken)).toMatchObject({ isSubscribed: true, plan: { key: 'silver' } });

    const refund = stripe.event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: paymentId,
      refunded: true,
    });
    expect((await webhook(refund)).json().result).toBe('refunded');
    expect(await me(t.app, user.idToken)).toMatchObject({ isSubscribed: false, plan: null });
    expect((await purchase(user, session.purchase.id)).status).toBe('REFUNDED');
  });

  it('a lost webhook is covered by the retrieve when the browser comes back; another user cannot trigger it', async () => {
    const user = await candidate('Lou Lost');
    const intruder = await candidate('Ian Intruder');
    const session = await startPurchase(t.app, user.idToken, 'PTE', 'gold');
    stripe.pay(paymentIdOf(session));
    const intruding = await graphql(t.app, confirmPurchaseMutation, {
      token: intruder.idToken,
      variables: { id: session.purchase.id },
    });
    expect(errorCodes(intruding)).toEqual(['FORBIDDEN']);
    expect(await me(t.app, intruder.idToken)).toMatchObject({ isSubscribed: false });
    const back = await graphqlOk<{ confirmPurchase: PurchaseData }>(t.app, confirmPurchaseMutation, {
      token: user.idToken,
      variables: { id: session.purchase.id },
    });
    expect(back.confirmPurchase.status).toBe('SUCCEEDED');
    expect(await me(t.app, user.idToken)).toMatchObject({ isSubscribed: true, plan: { key: 'gold' } });
  });
});
