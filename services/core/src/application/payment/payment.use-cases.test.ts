import { describe, expect, it } from 'vitest';
import type { Profile } from '../../domain/profile/profile.ts';
import { buildProfile } from '../testing/builders.ts';
import { domainErrorOf } from '../testing/expect-domain-error.ts';
import { createInMemoryDeps, type InMemoryDeps } from '../testing/in-memory-deps.ts';
import { paidUsd } from '../testing/in-memory-payments.ts';
import { chooseCoursePlan } from './choose-course-plan.use-case.ts';
import { confirmPurchase } from './confirm-purchase.use-case.ts';
import { confirmSubscription } from './confirm-subscription.use-case.ts';
import { getPurchase, listMyPurchases } from './get-purchase.use-case.ts';
import { handlePaymentWebhook } from './handle-payment-webhook.use-case.ts';
import { startPurchase } from './start-purchase.use-case.ts';

function setup(buyer: Profile = buildProfile({ fullName: 'Mei Lin', selectedExam: 'OETNurses' })) {
  const deps = createInMemoryDeps({ profiles: [buyer], now: '2025-06-01T09:00:00Z' });
  return { deps, buyer };
}

const stored = async (deps: InMemoryDeps, buyer: Profile) =>
  (await deps.profiles.findByUserId(buyer.userId)) as Profile;

/** The provider reports `outcome` for the purchase's payment through a signed webhook. */
async function webhook(
  deps: InMemoryDeps,
  paymentId: string,
  outcome: Parameters<InMemoryDeps['payments']['settle']>[1],
) {
  deps.payments.settle(paymentId, outcome);
  return handlePaymentWebhook(deps, deps.payments.signedEvent(paymentId, outcome));
}

describe('startPurchase', () => {
  it("prices the plan from the catalogue and opens the gateway's payment with the purchase's ids", async () => {
    const { deps, buyer } = setup();
    const session = await startPurchase(deps, { actor: buyer, exam: 'IELTSAcademic', plan: 'silver' });
    expect(session).toMatchObject({
      gateway: 'simulated',
      publishableKey: null,
      clientSecret: 'pay_1_secret_fake',
      purchase: { exam: 'IELTSAcademic', plan: 'silver', amountUsd: 30, currency: 'USD', status: 'pending' },
    });
    expect(deps.payments.payments()).toMatchObject([
      {
        amountCents: 3000,
        metadata: { purchaseId: session.purchase.id, userId: buyer.userId, plan: 'silver', exam: 'IELTSAcademic' },
      },
    ]);
    expect(await stored(deps, buyer)).toMatchObject({ isSubscribed: false, plan: null });
  });

  it('answers the same purchase and payment to a second start of the same plan (a double click pays once)', async () => {
    const { deps, buyer } = setup();
    const first = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    const second = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    expect(second.purchase.id).toBe(first.purchase.id);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(deps.payments.payments()).toHaveLength(1);
  });

  it('opens a new payment once the old one can no longer be paid', async () => {
    const { deps, buyer } = setup();
    const first = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    deps.payments.cancel(first.purchase.providerPaymentId as string);
    const second = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    expect(second.purchase.id).not.toBe(first.purchase.id);
    // The old one is closed, so the buyer keeps one open purchase of the plan (a unique key of the database).
    const purchases = await deps.purchases.listByUser(buyer.userId);
    expect(purchases.map((p) => [p.id, p.status, p.failureMessage])).toEqual(
      expect.arrayContaining([
        [second.purchase.id, 'pending', null],
        [first.purchase.id, 'failed', 'This payment could no longer be taken; a new purchase of the plan replaced it.'],
      ]),
    );
    expect(purchases).toHaveLength(2);
  });

  it('fulfils, instead of charging again, a payment that went through unreported', async () => {
    const { deps, buyer } = setup();
    const first = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'bronze' });
    deps.payments.settle(first.purchase.providerPaymentId as string, paidUsd(20));
    const again = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'bronze' });
    expect(again.purchase).toMatchObject({ id: first.purchase.id, status: 'succeeded' });
    expect(deps.payments.payments()).toHaveLength(1);
    expect(await stored(deps, buyer)).toMatchObject({ isSubscribed: true, plan: 'bronze', selectedExam: 'PTE' });
  });

  it('refuses an unknown plan or exam with a clear message', async () => {
    const { deps, buyer } = setup();
    expect(await domainErrorOf(startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'platinum' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: "Unknown plan 'platinum'. Choose bronze, silver or gold.",
    });
    expect((await domainErrorOf(startPurchase(deps, { actor: buyer, exam: 'TOEFL', plan: 'gold' }))).message).toBe(
      "Unknown exam 'TOEFL'.",
    );
    expect(deps.purchases.all()).toEqual([]);
  });
});

describe('fulfilment through the signed webhook', () => {
  it('subscribes the buyer for 3 months with the exam names and queues one receipt', async () => {
    const { deps, buyer } = setup();
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'IELTSAcademic', plan: 'silver' });
    deps.clock.set('2025-06-01T09:03:00Z');
    expect(await webhook(deps, purchase.providerPaymentId as string, paidUsd(30))).toMatchObject({
      result: 'succeeded',
    });
    const profile = await stored(deps, buyer);
    expect(profile).toMatchObject({
      isSubscribed: true,
      plan: 'silver',
      selectedExam: 'IELTSAcademic',
      purchasedAt: new Date('2025-06-01T09:03:00Z'),
      expiresAt: new Date('2025-09-01T09:03:00Z'),
    });
    expect(profile.examNames).toEqual(Array.from({ length: 12 }, (_, i) => `IEA${i + 1}`));
    const paid = await getPurchase(deps, { actor: buyer, purchaseId: purchase.id });
    expect(paid).toMatchObject({ status: 'succeeded', planExpiresAt: new Date('2025-09-01T09:03:00Z') });
    expect(deps.mailer.sent).toHaveLength(1);
    const [receipt] = deps.mailer.sent;
    expect(receipt?.to).toBe(buyer.email);
    expect(receipt?.subject).toBe(`Your receipt ${paid.receiptNumber}: Silver plan`);
    for (const line of [
      `Receipt number: ${paid.receiptNumber}`,
      'Plan: Silver (12 writing mock tests, evaluation within 1 hour)',
      'Exam: IELTS-Academic',
      'Amount paid: $30.00 USD',
      'Access until: 1 September 2025',
      'no card was charged',
    ]) {
      expect(receipt?.text).toContain(line);
    }
  });

  it('fulfils once however many times the same success is delivered (one change, one receipt)', async () => {
    const { deps, buyer } = setup();
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    const paymentId = purchase.providerPaymentId as string;
    deps.payments.settle(paymentId, paidUsd(50));
    const event = deps.payments.signedEvent(paymentId, paidUsd(50));
    const results = await Promise.all(Array.from({ length: 5 }, () => handlePaymentWebhook(deps, event)));
    expect(results.map((r) => r.result).sort()).toEqual([
      'succeeded',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    const first = await stored(deps, buyer);
    deps.clock.advanceMinutes(10);
    await handlePaymentWebhook(deps, event);
    expect(await stored(deps, buyer)).toEqual(first);
    expect(deps.mailer.sent).toHaveLength(1);
  });

  it('refuses a missing or wrong signature and an unknown payment, changing nothing', async () => {
    const { deps, buyer } = setup();
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    const event = deps.payments.signedEvent(purchase.providerPaymentId as string, paidUsd(50));
    expect(
      (await domainErrorOf(handlePaymentWebhook(deps, { rawBody: event.rawBody, signature: undefined }))).code,
    ).toBe('BAD_USER_INPUT');
    const forged = event.rawBody.replace('"amountCents":5000', '"amountCents":5001');
    expect(
      (await domainErrorOf(handlePaymentWebhook(deps, { rawBody: forged, signature: event.signature }))).code,
    ).toBe('BAD_USER_INPUT');
    const unknown = deps.payments.signedEvent('pay_unknown', paidUsd(50));
    expect(await domainErrorOf(handlePaymentWebhook(deps, unknown))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No purchase belongs to this payment.',
    });
    expect(await stored(deps, buyer)).toMatchObject({ isSubscribed: false, plan: null });
    expect(deps.purchases.all()[0]?.status).toBe('pending');
    expect(deps.mailer.sent).toEqual([]);
  });

  it("refuses a success that did not pay the purchase's price", async () => {
    const { deps, buyer } = setup();
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    expect((await domainErrorOf(webhook(deps, purchase.providerPaymentId as string, paidUsd(1)))).code).toBe(
      'CONFLICT',
    );
    expect(await stored(deps, buyer)).toMatchObject({ isSubscribed: false });
  });

  it("a declined card leaves the buyer unsubscribed with the provider's message; a retry then succeeds", async () => {
    const { deps, buyer } = setup();
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'bronze' });
    const paymentId = purchase.providerPaymentId as string;
    await webhook(deps, paymentId, { status: 'failed', message: 'Your card was declined.' });
    expect(await getPurchase(deps, { actor: buyer, purchaseId: purchase.id })).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect(await stored(deps, buyer)).toMatchObject({ isSubscribed: false, plan: null });
    const retry = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'bronze' });
    expect(retry.purchase.id).toBe(purchase.id);
    await webhook(deps, paymentId, paidUsd(20));
    expect(await stored(deps, buyer)).toMatchObject({ isSubscribed: true, plan: 'bronze' });
    expect(deps.mailer.sent).toHaveLength(1);
  });

  it('a full refund takes the plan away again', async () => {
    const { deps, buyer } = setup();
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'silver' });
    await webhook(deps, purchase.providerPaymentId as string, paidUsd(30));
    await webhook(deps, purchase.providerPaymentId as string, { status: 'refunded' });
    expect(await stored(deps, buyer)).toMatchObject({ isSubscribed: false, plan: null, expiresAt: null });
    expect((await getPurchase(deps, { actor: buyer, purchaseId: purchase.id })).status).toBe('refunded');
  });
});

describe('upgrades', () => {
  it('charge the new plan in full (no credit for the old plan), keep the exam and restart the 3 months', async () => {
    const { deps, buyer } = setup();
    const bronze = await startPurchase(deps, { actor: buyer, exam: 'IELTSGeneral', plan: 'bronze' });
    await webhook(deps, bronze.purchase.providerPaymentId as string, paidUsd(20));
    deps.clock.set('2025-07-15T10:00:00Z');
    const actor = await stored(deps, buyer);
    expect((await domainErrorOf(startPurchase(deps, { actor, exam: 'IELTSGeneral', plan: 'bronze' }))).code).toBe(
      'CONFLICT',
    );
    expect((await domainErrorOf(startPurchase(deps, { actor, exam: 'PTE', plan: 'gold' }))).code).toBe('CONFLICT');
    const gold = await startPurchase(deps, { actor, exam: 'IELTSGeneral', plan: 'gold' });
    expect(gold.purchase.amountUsd).toBe(50);
    expect(deps.payments.payments().at(-1)?.amountCents).toBe(5000);
    await webhook(deps, gold.purchase.providerPaymentId as string, paidUsd(50));
    const upgraded = await stored(deps, buyer);
    expect(upgraded).toMatchObject({
      plan: 'gold',
      selectedExam: 'IELTSGeneral',
      purchasedAt: new Date('2025-07-15T10:00:00Z'),
      expiresAt: new Date('2025-10-15T10:00:00Z'),
    });
    expect(upgraded.examNames).toHaveLength(20);
  });

  it('a lower plan paid afterwards in a forgotten tab never downgrades; its receipt says so', async () => {
    const { deps, buyer } = setup();
    const silver = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'silver' });
    const gold = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    await webhook(deps, gold.purchase.providerPaymentId as string, paidUsd(50));
    await webhook(deps, silver.purchase.providerPaymentId as string, paidUsd(30));
    expect(await stored(deps, buyer)).toMatchObject({ plan: 'gold' });
    expect(deps.mailer.sent.at(-1)?.text).toContain('did not change your plan');
  });
});

describe('confirmPurchase (the browser is back from the payment page)', () => {
  it('fulfils from a server-side retrieve when the webhook was lost', async () => {
    const { deps, buyer } = setup();
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    deps.payments.settle(purchase.providerPaymentId as string, paidUsd(50));
    expect(await confirmPurchase(deps, { actor: buyer, purchaseId: purchase.id })).toMatchObject({
      status: 'succeeded',
    });
    expect(await stored(deps, buyer)).toMatchObject({ isSubscribed: true, plan: 'gold' });
  });

  it('changes nothing while the provider has not taken the money, whatever the client says', async () => {
    const { deps, buyer } = setup();
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    expect(await confirmPurchase(deps, { actor: buyer, purchaseId: purchase.id })).toMatchObject({ status: 'pending' });
    expect(await stored(deps, buyer)).toMatchObject({ isSubscribed: false });
  });

  it("refuses another user's purchase, without asking the provider", async () => {
    const { deps, buyer } = setup();
    const other = buildProfile();
    await deps.profiles.save(other);
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'gold' });
    deps.payments.settle(purchase.providerPaymentId as string, paidUsd(50));
    const retrievesBefore = deps.payments.retrieves();
    expect((await domainErrorOf(confirmPurchase(deps, { actor: other, purchaseId: purchase.id }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await domainErrorOf(getPurchase(deps, { actor: other, purchaseId: purchase.id }))).code).toBe('FORBIDDEN');
    expect(deps.payments.retrieves()).toBe(retrievesBefore);
    expect(await stored(deps, other)).toMatchObject({ isSubscribed: false });
    expect(await listMyPurchases(deps, { actor: other })).toEqual([]);
    const tutor = buildProfile({ role: 'tutor' });
    expect((await getPurchase(deps, { actor: tutor, purchaseId: purchase.id })).id).toBe(purchase.id);
  });
});

describe('the old contract: course plan and subscription', () => {
  it('Buy Now makes the exam the target exam without granting anything; a lower plan is refused', async () => {
    const { deps, buyer } = setup();
    const profile = await chooseCoursePlan(deps, { actor: buyer, profileId: buyer.id, exam: 'PTE', plan: 'gold' });
    expect(profile).toMatchObject({ selectedExam: 'PTE', isSubscribed: false, plan: null, examNames: [] });
    const { purchase } = await startPurchase(deps, { actor: profile, exam: 'PTE', plan: 'silver' });
    await webhook(deps, purchase.providerPaymentId as string, paidUsd(30));
    const subscribed = await stored(deps, buyer);
    expect(
      (
        await domainErrorOf(
          chooseCoursePlan(deps, { actor: subscribed, profileId: buyer.id, exam: 'PTE', plan: 'bronze' }),
        )
      ).code,
    ).toBe('CONFLICT');
    expect(
      (
        await domainErrorOf(
          chooseCoursePlan(deps, { actor: subscribed, profileId: 'profile-x', exam: 'PTE', plan: 'gold' }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('subscribes only after the provider confirms a payment of the caller; never on the call alone', async () => {
    const { deps, buyer } = setup();
    expect(await domainErrorOf(confirmSubscription(deps, { actor: buyer, profileId: buyer.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'No successful payment of yours was found: your plan is unchanged.',
    });
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'silver' });
    expect((await domainErrorOf(confirmSubscription(deps, { actor: buyer, profileId: buyer.id }))).code).toBe(
      'CONFLICT',
    );
    deps.payments.settle(purchase.providerPaymentId as string, paidUsd(30));
    expect(await confirmSubscription(deps, { actor: buyer, profileId: buyer.id })).toMatchObject({
      isSubscribed: true,
      plan: 'silver',
    });
    // Idempotent: asked again, the same answer and still one receipt.
    await confirmSubscription(deps, { actor: buyer, profileId: buyer.id });
    expect(deps.mailer.sent).toHaveLength(1);
  });

  it("cannot use another user's payment: another Id is refused, and one's own Id finds only one's own payments", async () => {
    const { deps, buyer } = setup();
    const thief = buildProfile();
    await deps.profiles.save(thief);
    const { purchase } = await startPurchase(deps, { actor: buyer, exam: 'PTE', plan: 'silver' });
    deps.payments.settle(purchase.providerPaymentId as string, paidUsd(30));
    expect((await domainErrorOf(confirmSubscription(deps, { actor: thief, profileId: buyer.id }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await domainErrorOf(confirmSubscription(deps, { actor: thief, profileId: thief.id }))).code).toBe(
      'CONFLICT',
    );
    expect(await stored(deps, thief)).toMatchObject({ isSubscribed: false, plan: null });
  });
});
