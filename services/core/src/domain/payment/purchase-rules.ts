import type { ExamKey } from '../exam/exam.ts';
import { getExam } from '../exam/exam-catalogue.ts';
import type { PlanKey } from '../plan/plan.ts';
import { getPlan, isPlanKey, isUpgrade } from '../plan/plan-catalogue.ts';
import { hasActivePlan } from '../plan/test-access.ts';
import type { Profile } from '../profile/profile.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { GatewayKind, PaymentOutcome, Purchase } from './purchase.ts';

type PlanHolder = Pick<Profile, 'isSubscribed' | 'plan' | 'expiresAt' | 'selectedExam'>;

/** The plan key a client named, or BAD_USER_INPUT naming the choices. */
export function requirePlanKey(value: unknown): PlanKey {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!isPlanKey(key)) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'UNKNOWN_VALUE',
      `Unknown plan '${String(value)}'. Choose bronze, silver or gold.`,
    );
  }
  return key;
}

/**
 * The price of a plan for this buyer, in whole dollars. Pricing decision: an upgrade is charged the new plan's full
 * catalogue price, with no credit for the plan it replaces, because it also restarts the full 3 months of access
 * from the day of the upgrade (the unused days of the old plan are not lost, they are replaced by a longer term).
 */
export function priceFor(plan: PlanKey): number {
  return getPlan(plan).priceUsd;
}

/**
 * Refuses what a buyer may not start: while a plan is active only a higher plan, for the exam the plan holds (an
 * upgrade keeps the exam). Without an active plan (none yet, or expired) any plan for any exam.
 */
export function checkPurchasable(holder: PlanHolder, exam: ExamKey, plan: PlanKey, now: Date): void {
  if (!hasActivePlan(holder, now) || holder.plan === null) return;
  const held = getPlan(holder.plan);
  if (!isUpgrade(holder.plan, plan)) {
    throw new DomainError(
      'CONFLICT',
      'PLAN_DOWNGRADE',
      `You hold the ${held.name} plan until it expires; only a higher plan can be bought now.`,
    );
  }
  if (exam !== holder.selectedExam) {
    throw new DomainError(
      'CONFLICT',
      'UPGRADE_EXAM_MISMATCH',
      `An upgrade keeps the exam of your plan (${getExam(holder.selectedExam).label}); it cannot change to ${getExam(exam).label}.`,
    );
  }
}

/** A new unpaid purchase, priced from the catalogue. */
export function newPurchase(input: {
  id: string;
  userId: string;
  exam: ExamKey;
  plan: PlanKey;
  gateway: GatewayKind;
  now: Date;
}): Purchase {
  return {
    id: input.id,
    userId: input.userId,
    exam: input.exam,
    plan: input.plan,
    amountUsd: priceFor(input.plan),
    currency: 'USD',
    status: 'pending',
    gateway: input.gateway,
    providerPaymentId: null,
    receiptNumber: null,
    failureMessage: null,
    createdAt: input.now,
    updatedAt: input.now,
    succeededAt: null,
    refundedAt: null,
    planExpiresAt: null,
    expiryNoticeAt: null,
    version: 1,
  };
}

/** An unpaid purchase can still be paid (a declined card may be retried on the same payment). */
export function isUnpaid(purchase: Pick<Purchase, 'status'>): boolean {
  return purchase.status === 'pending' || purchase.status === 'failed';
}

/** The receipt number printed on the receipt: the day of payment and the start of the purchase id. */
export function receiptNumberFor(purchase: Pick<Purchase, 'id'>, paidAt: Date): string {
  const day = paidAt.toISOString().slice(0, 10).replaceAll('-', '');
  const suffix = purchase.id.replaceAll('-', '').slice(0, 8).toUpperCase();
  return `MT-${day}-${suffix}`;
}

export type OutcomeChange = 'succeeded' | 'failed' | 'refunded' | null;

/**
 * Applies what the provider says to the purchase; `change` is null when nothing changes, which makes a repeated or
 * late report harmless: a success is applied once, a failure never undoes a success, a refund is final. A success
 * whose amount or currency is not this purchase's price is refused (CONFLICT) and changes nothing.
 */
export function applyOutcome(
  purchase: Purchase,
  outcome: PaymentOutcome,
  now: Date,
): { purchase: Purchase; change: OutcomeChange } {
  const unchanged = { purchase, change: null };
  switch (outcome.status) {
    case 'succeeded': {
      if (!isUnpaid(purchase)) return unchanged;
      if (outcome.amountCents !== purchase.amountUsd * 100 || outcome.currency.toUpperCase() !== purchase.currency) {
        throw new DomainError(
          'CONFLICT',
          'PAYMENT_MISMATCH',
          `The payment of ${outcome.amountCents / 100} ${outcome.currency.toUpperCase()} does not match the price of this purchase.`,
        );
      }
      return {
        purchase: {
          ...purchase,
          status: 'succeeded',
          failureMessage: null,
          succeededAt: now,
          receiptNumber: receiptNumberFor(purchase, now),
          updatedAt: now,
        },
        change: 'succeeded',
      };
    }
    case 'failed':
      if (!isUnpaid(purchase)) return unchanged;
      if (purchase.status === 'failed' && purchase.failureMessage === outcome.message) return unchanged;
      return {
        purchase: { ...purchase, status: 'failed', failureMessage: outcome.message, updatedAt: now },
        change: 'failed',
      };
    case 'refunded':
      if (purchase.status === 'refunded') return unchanged;
      return { purchase: { ...purchase, status: 'refunded', refundedAt: now, updatedAt: now }, change: 'refunded' };
    case 'pending':
      return unchanged;
    default: {
      const unknown: never = outcome;
      throw new Error(`Unknown payment outcome ${JSON.stringify(unknown)}`);
    }
  }
}
