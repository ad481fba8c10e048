import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifyExpiredPlans } from '../application/payment/notify-expired-plans.use-case.ts';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildEvaluationInput } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp } from './api-helpers.ts';
import {
  confirmPurchaseMutation,
  daysBetween,
  generousLimits,
  mailsTo,
  me,
  type PurchaseData,
  payWithCard,
  purchaseQuery,
  seedTests,
  startPurchase,
} from './payment-helpers.ts';

// Embedded mode end to end over GraphQL: the simulated gateway's card form, its signed events through the webhook
// route, the purchase, the profile and the tests it unlocks, on PostgreSQL.

const unlockedQuery = '{ mockTests(exam: IELTSAcademic) { sequence unlocked } }';

describe('buying a plan with the simulated gateway (embedded mode)', () => {
  let t: TestApp;
  let tests: MockTest[];

  beforeAll(async () => {
    t = await createTestApp({ env: generousLimits });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    tests = await seedTests(t, 'IELTSAcademic', 20);
  });

  const candidate = async (name: string) => {
    const user = await signUp(name);
    await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    return user;
  };
  const purchase = async (token: string, id: string) =>
    (await graphqlOk<{ purchase: PurchaseData }>(t.app, purchaseQuery, { token, variables: { id } })).purchase;
  const unlocked = async (token: string) =>
    (
      await graphqlOk<{ mockTests: { sequence: number; unlocked: boolean }[] }>(t.app, unlockedQuery, { token })
    ).mockTests
      .filter((test) => test.unlocked)
      .map((test) => test.sequence);

  it('Silver with 4242 4242 4242 4242: paid, 12 tests open, expiry 3 months ahead, one receipt', async () => {
    const user = await candidate('Sara Silver');
    expect(await me(t.app, user.idToken)).toMatchObject({ isSubscribed: false, plan: null, expiryDate: null });
    expect(await unlocked(user.idToken)).toEqual([1]);

    const session = await startPurchase(t.app, user.idToken, 'IELTSAcademic', 'silver');
    expect(session).toMatchObject({
      gateway: 'SIMULATED',
      publishableKey: null,
      purchase: { exam: 'IELTSAcademic', plan: { key: 'silver' }, amountUsd: 30, currency: 'USD', status: 'PENDING' },
    });
    expect(await payWithCard(t.app, session.clientSecret, '4242 4242 4242 4242')).toEqual({
      status: 200,
      body: { status: 'succeeded' },
    });

    // The signed event went through the webhook route before the card form answered.
    const paid = await purchase(user.idToken, session.purchase.id);
    expect(paid).toMatchObject({ status: 'SUCCEEDED', failureMessage: null });
    expect(paid.receiptNumber).toMatch(/^MT-\d{8}-[0-9A-F]{8}$/);
    const profile = await me(t.app, user.idToken);
    expect(profile).toMatchObject({ isSubscribed: true, planExpired: false, plan: { key: 'silver', tests: 12 } });
    expect(daysBetween(t.clock.now(), new Date(profile.expiryDate as string))).toBeGreaterThanOrEqual(89);
    expect(daysBetween(t.clock.now(), new Date(profile.expiryDate as string))).toBeLessThanOrEqual(92);
    expect(profile.expiryDate).toBe(paid.planExpiresAt);
    expect(await unlocked(user.idToken)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));

    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your receipt ${paid.receiptNumber}: Silver plan`);
    expect(mails[0]?.text).toContain('Amount paid: $30.00 USD');
    expect(mails[0]?.text).toContain('no card was charged');

    // Coming back to the Completion page asks again: nothing changes a second time.
    const confirmed = await graphqlOk<{ confirmPurchase: PurchaseData }>(t.app, confirmPurchaseMutation, {
      token: user.idToken,
      variables: { id: session.purchase.id },
    });
    expect(confirmed.confirmPurchase).toEqual(paid);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it("a declined card shows Stripe's message and unlocks nothing; a retry with a good card succeeds", async () => {
    const user = await candidate('Dan Declined');
    const session = await startPurchase(t.app, user.idToken, 'IELTSAcademic', 'bronze');
    expect((await payWithCard(t.app, session.clientSecret, '4000 0000 0000 0002')).body).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    expect(await purchase(user.idToken, session.purchase.id)).toMatchObject({
      status: 'FAILED',
      failureMessage: 'Your card was declined.',
    });
    expect(await me(t.app, user.idToken)).toMatchObject({ isSubscribed: false, plan: null });
    expect(await unlocked(user.idToken)).toEqual([1]);
    expect(await mailsTo(t, user.email)).toEqual([]);

    const again = await startPurchase(t.app, user.idToken, 'IELTSAcademic', 'bronze');
    expect(again.purchase.id).toBe(session.purchase.id);
    expect((await payWithCard(t.app, again.clientSecret, '4242424242424242')).body.status).toBe('succeeded');
    expect(await me(t.app, user.idToken)).toMatchObject({ isSubscribed: true, plan: { key: 'bronze' } });
    expect(await unlocked(user.idToken)).toHaveLength(6);
  });

  it('4000 0025 0000 3155 asks for the extra step; approving it pays', async () => {
    const user = await candidate('Ava Action');
    const session = await startPurchase(t.app, user.idToken, 'IELTSAcademic', 'gold');
    expect((await payWithCard(t.app, session.clientSecret, '4000 0025 0000 3155')).body).toEqual({
      status: 'requires_action',
    });
    expect((await purchase(user.idToken, session.purchase.id)).status).toBe('PENDING');
    const approved = await t.app.inject({
      method: 'POST',
      url: '/simulated-gateway/authenticate',
      payload: { clientSecret: session.clientSecret, approve: true },
    });
    expect(approved.json()).toEqual({ status: 'succeeded' });
    expect(await unlocked(user.idToken)).toHaveLength(20);
  });

  it('the card form refuses a malformed body (400) and an unknown client secret (404), and names the test cards', async () => {
    const user = await candidate('Fay Form');
    const session = await startPurchase(t.app, user.idToken, 'IELTSAcademic', 'bronze');
    const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as string });
    expect((await post('/simulated-gateway/confirm', { clientSecret: session.clientSecret })).statusCode).toBe(400);
    expect(
      (await post('/simulated-gateway/confirm', { clientSecret: session.clientSecret, cardNumber: 4242 })).statusCode,
    ).toBe(400);
    expect(
      (await post('/simulated-gateway/authenticate', { clientSecret: session.clientSecret, approve: 'yes' }))
        .statusCode,
    ).toBe(400);
    const unknown = await post('/simulated-gateway/confirm', {
      clientSecret: 'sim_pi_x_secret_y',
      cardNumber: '4242424242424242',
    });
    expect(unknown.statusCode).toBe(404);
    const other = await payWithCard(t.app, session.clientSecret, '5555 5555 5555 4444');
    expect(other.body.status).toBe('failed');
    expect(other.body.message).toContain('4242 4242 4242 4242');
    expect(await me(t.app, user.idToken)).toMatchObject({ isSubscribed: false });
  });

  it("ignores a client's price and refuses an unknown plan with a clear message", async () => {
    const user = await candidate('Pia Price');
    const withPrice = await graphql(t.app, startPurchaseWithPrice, { token: user.idToken });
    expect(errorCodes(withPrice)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    const unknownPlan = await graphql(
      t.app,
      'mutation { startPurchase(input: { exam: PTE, plan: "platinum" }) { clientSecret } }',
      {
        token: user.idToken,
      },
    );
    expect(unknownPlan.errors[0]).toMatchObject({
      message: "Unknown plan 'platinum'. Choose bronze, silver or gold.",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const gold = await startPurchase(t.app, user.idToken, 'PTE', 'GOLD');
    expect(gold.purchase.amountUsd).toBe(50);
  });

  it("keeps another user's purchase out of reach: read and confirm are FORBIDDEN", async () => {
    const owner = await candidate('Olga Owner');
    const intruder = await candidate('Ivan Intruder');
    const session = await startPurchase(t.app, owner.idToken, 'IELTSAcademic', 'silver');
    await payWithCard(t.app, session.clientSecret, '4242 4242 4242 4242');
    const read = await graphql(t.app, purchaseQuery, {
      token: intruder.idToken,
      variables: { id: session.purchase.id },
    });
    expect(errorCodes(read)).toEqual(['FORBIDDEN']);
    const confirm = await graphql(t.app, confirmPurchaseMutation, {
      token: intruder.idToken,
      variables: { id: session.purchase.id },
    });
    expect(errorCodes(confirm)).toEqual(['FORBIDDEN']);
    const mine = await graphqlOk<{ myPurchases: { id: string }[] }>(t.app, '{ myPurchases { id } }', {
      token: intruder.idToken,
    });
    expect(mine.myPurchases).toEqual([]);
    expect(await me(t.app, intruder.idToken)).toMatchObject({ isSubscribed: false });
    expect(
      await graphqlOk(t.app, purchaseQuery, { token: owner.idToken, variables: { id: 'no-such-purchase' } }),
    ).toEqual({
      purchase: null,
    });
  });

  it('an upgrade offers only higher plans, keeps the exam, charges the full price and restarts the 3 months', async () => {
    const user = await candidate('Uma Upgrade');
    const bronze = await startPurchase(t.app, user.idToken, 'IELTSAcademic', 'bronze');
    await payWithCard(t.app, bronze.clientSecret, '4242424242424242');
    const firstExpiry = (await me(t.app, user.idToken)).expiryDate as string;

    const same = await graphql(
      t.app,
      'mutation { startPurchase(input: { exam: IELTSAcademic, plan: "bronze" }) { clientSecret } }',
      {
        token: user.idToken,
      },
    );
    expect(errorCodes(same)).toEqual(['CONFLICT']);
    const otherExam = await graphql(
      t.app,
      'mutation { startPurchase(input: { exam: PTE, plan: "gold" }) { clientSecret } }',
      {
        token: user.idToken,
      },
    );
    expect(errorCodes(otherExam)).toEqual(['CONFLICT']);

    t.clock.advanceSeconds(30 * 86_400);
    const gold = await startPurchase(t.app, user.idToken, 'IELTSAcademic', 'gold');
    expect(gold.purchase.amountUsd).toBe(50);
    await payWithCard(t.app, gold.clientSecret, '4242424242424242');
    const upgraded = await me(t.app, user.idToken);
    expect(upgraded).toMatchObject({ selectedExam: 'IELTSAcademic', plan: { key: 'gold', tests: 20 } });
    expect(daysBetween(new Date(firstExpiry), new Date(upgraded.expiryDate as string))).toBeGreaterThanOrEqual(28);
    expect(await unlocked(user.idToken)).toHaveLength(20);
  });

  it('an expired plan locks the paid tests again but keeps the evaluation; the candidate is told once', async () => {
    const user = await candidate('Eli Expired');
    const tutor = await candidate('Tina Tutor');
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    const silver = await startPurchase(t.app, user.idToken, 'IELTSAcademic', 'silver');
    await payWithCard(t.app, silver.clientSecret, '4242424242424242');

    const test5 = tests[4] as MockTest;
    const { startAttempt } = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: user.idToken, variables: { id: test5.id } },
    );
    const answers = [
      { taskKey: 'task1', text: 'The graph compares commuting times.' },
      { taskKey: 'task2', text: 'Cities should invest in public transport.' },
    ];
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
      {
        token: user.idToken,
        variables: { id: startAttempt.id, answers },
      },
    );
    const input = buildEvaluationInput(test5);
    const evaluationInput = { ...input, feedback: 'Clear position, well supported.' };
    await graphqlOk(t.app, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { attempt { id } } }', {
      token: tutor.idToken,
      variables: { id: startAttempt.id },
    });
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { attempt { id } } }',
      { token: tutor.idToken, variables: { id: startAttempt.id, input: evaluationInput } },
    );

    t.clock.advanceSeconds(95 * 86_400);
    expect(await me(t.app, user.idToken)).toMatchObject({
      isSubscribed: false,
      planExpired: true,
      plan: { key: 'silver' },
    });
    expect(await unlocked(user.idToken)).toEqual([1]);
    const locked = await graphql(t.app, 'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }', {
      token: user.idToken,
      variables: { id: (tests[5] as MockTest).id },
    });
    expect(errorCodes(locked)).toEqual(['FORBIDDEN']);
    const feedback = await graphqlOk<{ attempt: { status: string; evaluation: { feedback: string } | null } }>(
      t.app,
      'query($id: ID!) { attempt(id: $id) { status evaluation { feedback } } }',
      { token: user.idToken, variables: { id: startAttempt.id } },
    );
    expect(feedback.attempt.evaluation?.feedback).toBe('Clear position, well supported.');

    const before = (await mailsTo(t, user.email)).length;
    const deps = { ...t.container.deps, clock: t.clock };
    expect(await notifyExpiredPlans(deps, { limit: 100 })).toEqual({ notified: 1 });
    expect(await notifyExpiredPlans(deps, { limit: 100 })).toEqual({ notified: 0 });
    const notices = (await mailsTo(t, user.email)).slice(before);
    expect(notices.map((mail) => mail.subject)).toEqual(['Your Silver plan has expired']);
  });
});

const startPurchaseWithPrice =
  'mutation { startPurchase(input: { exam: PTE, plan: "gold", amountUsd: 1 }) { purchase { amountUsd } } }';
