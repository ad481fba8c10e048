import { describe, expect, it } from 'vitest';
import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { getAttempt } from '../attempt/get-attempt.use-case.ts';
import { listAttempts } from '../attempt/list-my-attempts.use-case.ts';
import { startAttempt } from '../attempt/start-attempt.use-case.ts';
import { submitAttempt } from '../attempt/submit-attempt.use-case.ts';
import { listMockTests } from '../catalog/list-mock-tests.use-case.ts';
import { claimAttempt } from '../evaluation/claim-attempt.use-case.ts';
import { publishEvaluation } from '../evaluation/publish-evaluation.use-case.ts';
import { buildEvaluationInput, buildMockTest, buildProfile } from '../testing/builders.ts';
import { domainErrorOf } from '../testing/expect-domain-error.ts';
import { createInMemoryDeps, type InMemoryDeps } from '../testing/in-memory-deps.ts';
import { paidUsd } from '../testing/in-memory-payments.ts';
import { handlePaymentWebhook } from './handle-payment-webhook.use-case.ts';
import { notifyExpiredPlans } from './notify-expired-plans.use-case.ts';
import { startPurchase } from './start-purchase.use-case.ts';

// A plan's life as a candidate lives it: bought, used, upgraded, expired. Access, deadlines and mails follow it.

const tests = Array.from({ length: 20 }, (_, i) =>
  buildMockTest({ id: `iea-${i + 1}`, exam: 'IELTSAcademic', sequence: i + 1 }),
);
const answers = [
  { taskKey: 'task1', text: 'The chart shows visitor numbers.' },
  { taskKey: 'task2', text: 'Tourism brings both benefits and costs.' },
];

function world() {
  const candidate = buildProfile({ fullName: 'Ravi Kumar', selectedExam: 'IELTSAcademic' });
  const tutor = buildProfile({ role: 'tutor' });
  const deps = createInMemoryDeps({ profiles: [candidate, tutor], mockTests: tests, now: '2025-06-01T09:00:00Z' });
  return { deps, candidate, tutor };
}

const me = async (deps: InMemoryDeps, candidate: Profile) => (await deps.profiles.findById(candidate.id)) as Profile;

async function buy(deps: InMemoryDeps, candidate: Profile, plan: 'bronze' | 'silver' | 'gold', amountUsd: number) {
  const { purchase } = await startPurchase(deps, { actor: await me(deps, candidate), exam: 'IELTSAcademic', plan });
  const paymentId = purchase.providerPaymentId as string;
  deps.payments.settle(paymentId, paidUsd(amountUsd));
  await handlePaymentWebhook(deps, deps.payments.signedEvent(paymentId, paidUsd(amountUsd)));
}

const unlocked = async (deps: InMemoryDeps, candidate: Profile) =>
  (await listMockTests(deps, { actor: await me(deps, candidate) }))
    .filter((e) => e.unlocked)
    .map((e) => e.test.sequence);

const minutesUntilDeadline = (attempt: { submittedAt: Date | null; deadlineAt: Date | null }) =>
  ((attempt.deadlineAt?.getTime() ?? 0) - (attempt.submittedAt?.getTime() ?? 0)) / 60_000;

describe('access follows the plan bought', () => {
  it('only the free first test before paying; the first 12 after Silver; all 20 after the Gold upgrade', async () => {
    const { deps, candidate } = world();
    expect(await unlocked(deps, candidate)).toEqual([1]);
    expect((await domainErrorOf(startAttempt(deps, { actor: candidate, mockTestId: 'iea-2' }))).code).toBe('FORBIDDEN');
    await buy(deps, candidate, 'silver', 30);
    expect(await unlocked(deps, candidate)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(
      (await domainErrorOf(startAttempt(deps, { actor: await me(deps, candidate), mockTestId: 'iea-13' }))).code,
    ).toBe('FORBIDDEN');
    await buy(deps, candidate, 'gold', 50);
    expect(await unlocked(deps, candidate)).toHaveLength(20);
    expect((await startAttempt(deps, { actor: await me(deps, candidate), mockTestId: 'iea-20' })).status).toBe(
      'InProgress',
    );
  });
});

describe('the evaluation deadline uses the plan held at submission', () => {
  it("Bronze's 210 minutes for the free test without a plan, Gold's 18 after buying Gold, kept after an upgrade", async () => {
    const { deps, candidate } = world();
    const free = await startAttempt(deps, { actor: candidate, mockTestId: 'iea-1' });
    const freeSubmitted = await submitAttempt(deps, { actor: candidate, attemptId: free.id, answers });
    expect(minutesUntilDeadline(freeSubmitted)).toBe(210);

    await buy(deps, candidate, 'silver', 30);
    const silverAttempt = await startAttempt(deps, { actor: await me(deps, candidate), mockTestId: 'iea-2' });
    const silverSubmitted = await submitAttempt(deps, {
      actor: await me(deps, candidate),
      attemptId: silverAttempt.id,
      answers,
    });
    expect(minutesUntilDeadline(silverSubmitted)).toBe(48);

    await buy(deps, candidate, 'gold', 50);
    const goldAttempt = await startAttempt(deps, { actor: await me(deps, candidate), mockTestId: 'iea-3' });
    const goldSubmitted = await submitAttempt(deps, {
      actor: await me(deps, candidate),
      attemptId: goldAttempt.id,
      answers,
    });
    expect(minutesUntilDeadline(goldSubmitted)).toBe(18);
    // The Silver answer keeps the deadline it was submitted under.
    expect(minutesUntilDeadline((await deps.attempts.findById(silverAttempt.id)) as Attempt)).toBe(48);
  });
});

describe('an expired plan', () => {
  it('locks the paid tests again (the first stays free) but keeps submitted answers and their evaluations', async () => {
    const { deps, candidate, tutor } = world();
    await buy(deps, candidate, 'bronze', 20);
    const paid = await startAttempt(deps, { actor: await me(deps, candidate), mockTestId: 'iea-4' });
    await submitAttempt(deps, { actor: await me(deps, candidate), attemptId: paid.id, answers });
    await claimAttempt(deps, { actor: tutor, attemptId: paid.id });
    await publishEvaluation(deps, {
      actor: tutor,
      attemptId: paid.id,
      input: buildEvaluationInput(tests[3] as MockTest),
    });

    deps.clock.set('2025-09-01T09:00:01Z');
    const expired = await me(deps, candidate);
    expect(await unlocked(deps, candidate)).toEqual([1]);
    expect((await domainErrorOf(startAttempt(deps, { actor: expired, mockTestId: 'iea-5' }))).code).toBe('FORBIDDEN');
    // View Feedback: the answer, its evaluation and the way back to it stay.
    expect((await startAttempt(deps, { actor: expired, mockTestId: 'iea-4' })).id).toBe(paid.id);
    const view = await getAttempt(deps, { actor: expired, attemptId: paid.id });
    expect(view.evaluation?.publishedAt).not.toBeNull();
    expect(view.evaluation?.feedback).toBe(buildEvaluationInput(tests[3] as MockTest).feedback);
    const mine = await listAttempts(deps, { actor: expired, userId: expired.userId, page: { limit: 10, offset: 0 } });
    expect(mine.items.map((attempt) => attempt.id)).toEqual([paid.id]);
  });

  it('is announced by mail once, and a plan replaced by an upgrade is never announced as expired', async () => {
    const { deps, candidate } = world();
    await buy(deps, candidate, 'bronze', 20);
    deps.clock.set('2025-07-01T09:00:00Z');
    await buy(deps, candidate, 'silver', 30);
    const receipts = deps.mailer.sent.length;

    deps.clock.set('2025-09-15T00:00:00Z');
    expect(await notifyExpiredPlans(deps, { limit: 50 })).toEqual({ notified: 0 });
    deps.clock.set('2025-10-01T09:00:01Z');
    const [first, second] = await Promise.all([
      notifyExpiredPlans(deps, { limit: 50 }),
      notifyExpiredPlans(deps, { limit: 50 }),
    ]);
    expect((first?.notified ?? 0) + (second?.notified ?? 0)).toBe(1);
    expect(await notifyExpiredPlans(deps, { limit: 50 })).toEqual({ notified: 0 });
    const notices = deps.mailer.sent.slice(receipts);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: candidate.email, subject: 'Your Silver plan has expired' });
    expect(notices[0]?.text).toContain('Your Silver plan for IELTS-Academic expired on 1 October 2025.');
    expect(notices[0]?.text).toContain('View Feedback still opens it');
  });
});
