import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphqlOk, signUp } from './api-helpers.ts';
import { daysBetween, generousLimits, mailsTo, payWithCard, restCall, seedTests } from './payment-helpers.ts';

// The old contract's purchase calls on PostgreSQL, in embedded mode: PATCH course-plan, POST
// create-payment-intent?code=, POST users/subscription. Nothing a client sends sets a price, a plan or the
// subscription: only the gateway's word does.

type LegacyProfile = {
  Id: string;
  SelectedTest: number;
  Plan: number;
  IsSubscribed: boolean;
  ExpiryDate: string | null;
  PurchasedDt: string | null;
};

describe('REST purchase calls of the old contract', () => {
  let t: TestApp;
  let tests: MockTest[];

  beforeAll(async () => {
    // No deadline override: the plan's evaluation minutes apply, as in production.
    t = await createTestApp({ env: { ...generousLimits, EVALUATION_DEADLINE_SECONDS: '' } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    tests = await seedTests(t, 'IELTSAcademic', 20);
    forwardEvents(true);
  });

  /** The simulated gateway's events reach the webhook (true), or are lost on the way (false). */
  const forwardEvents = (on: boolean) =>
    t.container.simulatedGateway?.deliverEventsTo(async (rawBody, signature) => {
      if (!on) return;
      await t.app.inject({
        method: 'POST',
        url: '/v1/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: rawBody,
      });
    });

  const candidate = async (name: string): Promise<TestUser & { profile: LegacyProfile }> => {
    const user = await signUp(name);
    const created = await restCall(t.app, 'POST', '/v1/api/users', { token: user.idToken, body: { UserId: user.uid } });
    return { ...user, profile: created.body };
  };
  const profileOf = async (user: TestUser) =>
    (await restCall(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken })).body as LegacyProfile;
  const purchasesOf = async (user: TestUser) =>
    (
      await graphqlOk<{ myPurchases: { id: string; amountUsd: number; exam: string; status: string }[] }>(
        t.app,
        '{ myPurchases { id amountUsd exam status } }',
        { token: user.idToken },
      )
    ).myPurchases;

  it('Buy Now, payment intent, card, subscription: the plan comes only from a payment the gateway confirms', async () => {
    const user = await candidate('Lena Legacy');
    const buyNow = await restCall(t.app, 'PATCH', '/v1/api/users/course-plan', {
      token: user.idToken,
      // The client's Exams, subscription flag and price are not believed.
      body: { Id: user.profile.Id, SelectedTest: 6, Plan: 2, Exams: ['IEA1', 'IEA99'], IsSubscribed: true, Price: 1 },
    });
    expect(buyNow.status, buyNow.raw).toBe(200);
    expect(buyNow.body).toMatchObject({ SelectedTest: 6, Plan: 0, IsSubscribed: false, ExpiryDate: null });

    const intent = await restCall(t.app, 'POST', '/v1/api/payment/create-payment-intent?code=silver&amount=1&price=1', {
      token: user.idToken,
      body: { amount: 100, Price: 1, currency: 'eur' },
    });
    expect(intent.status, intent.raw).toBe(200);
    expect(Object.keys(intent.body)).toEqual(['clientSecret']);
    expect(await purchasesOf(user)).toMatchObject([{ amountUsd: 30, exam: 'IELTSAcademic', status: 'PENDING' }]);

    const early = await restCall(t.app, 'POST', '/v1/api/users/subscription', {
      token: user.idToken,
      body: { Id: user.profile.Id },
    });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('No successful payment of yours was found: your plan is unchanged.');
    expect(await profileOf(user)).toMatchObject({ Plan: 0, IsSubscribed: false });

    // The card is charged but the webhook is lost: the subscription call asks the gateway itself.
    forwardEvents(false);
    expect((await payWithCard(t.app, intent.body.clientSecret, '4242 4242 4242 4242')).body.status).toBe('succeeded');
    expect((await purchasesOf(user))[0]?.status).toBe('PENDING');
    const subscribed = await restCall(t.app, 'POST', '/v1/api/users/subscription', {
      token: user.idToken,
      body: { Id: user.profile.Id },
    });
    expect(subscribed.status, subscribed.raw).toBe(200);
    expect(subscribed.body).toMatchObject({ Id: user.profile.Id, SelectedTest: 6, Plan: 2, IsSubscribed: true });
    expect(daysBetween(t.clock.now(), new Date(subscribed.body.ExpiryDate))).toBeGreaterThanOrEqual(89);
    expect(await profileOf(user)).toEqual(subscribed.body);
    const stored = await t.container.deps.profiles.findByUserId(user.uid);
    expect(stored?.examNames).toEqual(Array.from({ length: 12 }, (_, i) => `IEA${i + 1}`));
    expect(await mailsTo(t, user.email)).toHaveLength(1);

    // Subscribed: a lower plan is refused, and again the answer is the same.
    const lower = await restCall(t.app, 'PATCH', '/v1/api/users/course-plan', {
      token: user.idToken,
      body: { Id: user.profile.Id, SelectedTest: 6, Plan: 1, Exams: [] },
    });
    expect(lower.status).toBe(409);
    const again = await restCall(t.app, 'POST', '/v1/api/users/subscription', {
      token: user.idToken,
      body: { Id: user.profile.Id },
    });
    expect(again.status).toBe(200);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('a payment of another user cannot be used to subscribe', async () => {
    const payer = await candidate('Paula Payer');
    const other = await candidate('Otto Other');
    await restCall(t.app, 'PATCH', '/v1/api/users/course-plan', {
      token: payer.idToken,
      body: { Id: payer.profile.Id, SelectedTest: 6, Plan: 3 },
    });
    const intent = await restCall(t.app, 'POST', '/v1/api/payment/create-payment-intent?code=gold', {
      token: payer.idToken,
    });
    forwardEvents(false);
    await payWithCard(t.app, intent.body.clientSecret, '4242424242424242');

    const withPayersId = await restCall(t.app, 'POST', '/v1/api/users/subscription', {
      token: other.idToken,
      body: { Id: payer.profile.Id },
    });
    expect(withPayersId.status).toBe(403);
    const withOwnId = await restCall(t.app, 'POST', '/v1/api/users/subscription', {
      token: other.idToken,
      body: { Id: other.profile.Id },
    });
    expect(withOwnId.status).toBe(409);
    const buyNowForPayer = await restCall(t.app, 'PATCH', '/v1/api/users/course-plan', {
      token: other.idToken,
      body: { Id: payer.profile.Id, SelectedTest: 6, Plan: 3 },
    });
    expect(buyNowForPayer.status).toBe(403);
    expect(await profileOf(other)).toMatchObject({ Plan: 0, IsSubscribed: false });
    // The payer's own call still finds it.
    expect(
      (
        await restCall(t.app, 'POST', '/v1/api/users/subscription', {
          token: payer.idToken,
          body: { Id: payer.profile.Id },
        })
      ).body,
    ).toMatchObject({
      Plan: 3,
      IsSubscribed: true,
    });
  });

  it('refuses unknown plan codes, plan levels and exams with a clear 400, and unsigned callers with a 401', async () => {
    const user = await candidate('Bea Bad');
    const unknown = await restCall(t.app, 'POST', '/v1/api/payment/create-payment-intent?code=platinum', {
      token: user.idToken,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe("Unknown plan code 'platinum'. Use bronze, silver or gold.");
    expect(
      (await restCall(t.app, 'POST', '/v1/api/payment/create-payment-intent', { token: user.idToken })).status,
    ).toBe(400);
    expect((await restCall(t.app, 'POST', '/v1/api/payment/create-payment-intent?code=gold')).status).toBe(401);
    const level = await restCall(t.app, 'PATCH', '/v1/api/users/course-plan', {
      token: user.idToken,
      body: { Id: user.profile.Id, SelectedTest: 6, Plan: 7 },
    });
    expect(level.status).toBe(400);
    expect(level.body.error.message).toBe('Plan must be 1 (Bronze), 2 (Silver) or 3 (Gold).');
    const exam = await restCall(t.app, 'PATCH', '/v1/api/users/course-plan', {
      token: user.idToken,
      body: { Id: user.profile.Id, SelectedTest: 99, Plan: 1 },
    });
    expect(exam.body.error.message).toBe('SelectedTest 99 is not a known exam code.');
    const textLevel = await restCall(t.app, 'PATCH', '/v1/api/users/course-plan', {
      token: user.idToken,
      body: { Id: user.profile.Id, SelectedTest: 6, Plan: '3' },
    });
    expect(textLevel.status).toBe(400);
    expect(await purchasesOf(user)).toEqual([]);
  });

  it('a profile save never sets a plan, a purchase date or the subscription flag', async () => {
    const user = await candidate('Sid Sneaky');
    const saved = await restCall(t.app, 'PUT', `/v1/api/users/${user.profile.Id}`, {
      token: user.idToken,
      body: {
        ...user.profile,
        Plan: 3,
        IsSubscribed: true,
        PurchasedDt: '2025-01-01T00:00:00.000Z',
        ExpiryDate: '2099-01-01T00:00:00.000Z',
        Country: 'NP',
      },
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(await profileOf(user)).toMatchObject({ Plan: 0, IsSubscribed: false, PurchasedDt: null, ExpiryDate: null });
    const write = await restCall(t.app, 'POST', '/v1/api/writingresponse', {
      token: user.idToken,
      body: { UId: user.uid, Status: 1, QId: (tests[1] as MockTest).id, UA: 'A paid test' },
    });
    expect(write.status).toBe(403);
  });

  it("access over REST follows the plan, and the deadline is the plan's minutes at submission", async () => {
    const free = await candidate('Fred Free');
    const record = (user: TestUser, test: MockTest) => ({ UId: user.uid, Status: 2, QId: test.id, UA: 'My answer.' });
    const submittedFree = await restCall(t.app, 'POST', '/v1/api/writingresponse', {
      token: free.idToken,
      body: record(free, tests[0] as MockTest),
    });
    expect(submittedFree.status, submittedFree.raw).toBe(200);

    const gold = await candidate('Gina Gold');
    await restCall(t.app, 'PATCH', '/v1/api/users/course-plan', {
      token: gold.idToken,
      body: { Id: gold.profile.Id, SelectedTest: 6, Plan: 1 },
    });
    const intent = await restCall(t.app, 'POST', '/v1/api/payment/create-payment-intent?code=3', {
      token: gold.idToken,
    });
    await payWithCard(t.app, intent.body.clientSecret, '4242424242424242');
    expect((await profileOf(gold)).Plan).toBe(3);
    expect(
      (
        await restCall(t.app, 'POST', '/v1/api/writingresponse', {
          token: gold.idToken,
          body: record(gold, tests[19] as MockTest),
        })
      ).status,
    ).toBe(200);

    const deadlineMinutes = async (user: TestUser) => {
      const { myAttempts } = await graphqlOk<{ myAttempts: { items: { submittedAt: string; deadlineAt: string }[] } }>(
        t.app,
        '{ myAttempts { items { submittedAt deadlineAt } } }',
        { token: user.idToken },
      );
      const [attempt] = myAttempts.items;
      return (
        (new Date(attempt?.deadlineAt as string).getTime() - new Date(attempt?.submittedAt as string).getTime()) /
        60_000
      );
    };
    expect(await deadlineMinutes(free)).toBe(210);
    expect(await deadlineMinutes(gold)).toBe(18);
  });
});
