import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { type StripeFake, startStripeFake } from '../test-support/stripe-fake.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphqlOk, signUp } from './api-helpers.ts';
import {
  confirmPurchaseMutation,
  generousLimits,
  mailsTo,
  me,
  type PurchaseData,
  payWithCard,
  restCall,
  seedTests,
  startPurchase,
} from './payment-helpers.ts';

// Two core replicas on one database, in embedded mode's simulated gateway: a purchase started on one is known to the
// other (its payment is in the database, not in a process), and a second start on either answers the one open
// purchase of the plan.

describe('buying a plan across two replicas', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({ env: generousLimits });
    b = await createTestApp({ env: generousLimits });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  beforeEach(async () => {
    await a.reset();
    await seedTests(a, 'IELTSAcademic', 20);
  });

  const candidate = async (name: string) => {
    const user = await signUp(name);
    await graphqlOk(a.app, '{ me { id } }', { token: user.idToken });
    return user;
  };
  const purchasesOf = async (t: TestApp, user: TestUser) =>
    (
      await graphqlOk<{ myPurchases: { id: string; status: string }[] }>(t.app, '{ myPurchases { id status } }', {
        token: user.idToken,
      })
    ).myPurchases;

  it('started on A, paid on B with the card form: fulfilled once; a second start on B answers the same purchase', async () => {
    const user = await candidate('Rita Replica');
    const started = await startPurchase(a.app, user.idToken, 'IELTSAcademic', 'silver');
    expect(started.purchase).toMatchObject({ status: 'PENDING', amountUsd: 30 });

    // The candidate's next request lands on B: the same open purchase and payment, not a second one.
    const again = await startPurchase(b.app, user.idToken, 'IELTSAcademic', 'silver');
    expect(again.purchase.id).toBe(started.purchase.id);
    expect(again.clientSecret).toBe(started.clientSecret);

    // B's card form knows the payment A opened.
    expect(await payWithCard(b.app, started.clientSecret, '4242 4242 4242 4242')).toEqual({
      status: 200,
      body: { status: 'succeeded' },
    });
    // A double click reaching A: answered, never charged or fulfilled again.
    expect(await payWithCard(a.app, started.clientSecret, '4242 4242 4242 4242')).toEqual({
      status: 200,
      body: { status: 'succeeded', message: 'This payment has already succeeded.' },
    });
    // The browser's return from the payment page, on A: the same paid purchase.
    const confirmed = await graphqlOk<{ confirmPurchase: PurchaseData }>(a.app, confirmPurchaseMutation, {
      token: user.idToken,
      variables: { id: started.purchase.id },
    });
    expect(confirmed.confirmPurchase).toMatchObject({ id: started.purchase.id, status: 'SUCCEEDED' });

    expect(await purchasesOf(b, user)).toEqual([{ id: started.purchase.id, status: 'SUCCEEDED' }]);
    expect(await me(a.app, user.idToken)).toMatchObject({ isSubscribed: true, plan: { key: 'silver', tests: 12 } });
    const receipts = await mailsTo(a, user.email);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Your receipt ${confirmed.confirmPurchase.receiptNumber}: Silver plan`,
    ]);
  });

  it('a declined card on B, then a good card on A, pay the purchase started on A', async () => {
    const user = await candidate('Dora Declined');
    const started = await startPurchase(a.app, user.idToken, 'IELTSAcademic', 'bronze');
    expect((await payWithCard(b.app, started.clientSecret, '4000 0000 0000 0002')).body).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    const retry = await startPurchase(b.app, user.idToken, 'IELTSAcademic', 'bronze');
    expect(retry.purchase).toMatchObject({ id: started.purchase.id, status: 'FAILED' });
    expect((await payWithCard(a.app, retry.clientSecret, '4242424242424242')).body).toEqual({ status: 'succeeded' });
    expect(await purchasesOf(a, user)).toEqual([{ id: started.purchase.id, status: 'SUCCEEDED' }]);
  });

  it('12 starts at once, over GraphQL and REST on both replicas, answer one purchase with one payment', async () => {
    const user = await candidate('Clicky Clara');
    // REST's create-payment-intent buys for the profile's selected exam; GraphQL names the same one.
    const { selectedExam } = await me(a.app, user.idToken);
    const secrets = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const t = index % 2 === 0 ? a : b;
        if (index % 3 === 2) {
          const answer = await restCall(t.app, 'POST', '/v1/api/payment/create-payment-intent?code=gold', {
            token: user.idToken,
          });
          expect(answer.status, answer.raw).toBe(200);
          return (answer.body as { clientSecret: string }).clientSecret;
        }
        return (await startPurchase(t.app, user.idToken, selectedExam, 'gold')).clientSecret;
      }),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(await purchasesOf(b, user)).toEqual([{ id: expect.any(String), status: 'PENDING' }]);
  });
});

describe('buying a plan across two replicas with Stripe (full mode, local fake of the Stripe API)', () => {
  let a: TestApp;
  let b: TestApp;
  let stripe: StripeFake;

  beforeAll(async () => {
    stripe = await startStripeFake();
    const env = {
      ...generousLimits,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE_URL: stripe.url,
      STRIPE_MAX_NETWORK_RETRIES: '0',
    };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await stripe?.close();
  });

  it('a second start on the other replica reuses the open PaymentIntent the purchase refers to', async () => {
    await a.reset();
    await seedTests(a, 'PTE', 12);
    const user = await signUp('Stan Stripe');
    await graphqlOk(a.app, '{ me { id } }', { token: user.idToken });
    const intentsBefore = stripe.intents().length;

    const started = await startPurchase(a.app, user.idToken, 'PTE', 'gold');
    const again = await startPurchase(b.app, user.idToken, 'PTE', 'gold');

    expect(again.purchase.id).toBe(started.purchase.id);
    expect(again.clientSecret).toBe(started.clientSecret);
    expect(stripe.intents().length - intentsBefore).toBe(1);
    expect(stripe.intents().at(-1)).toMatchObject({ amount: 5000, currency: 'usd' });
  });
});
