import { examNames, getPlan, planExpiry } from '../plan/plan-catalogue.ts';
import { hasActivePlan, isPlanExpired } from '../plan/test-access.ts';
import type { Profile } from '../profile/profile.ts';
import type { Purchase } from './purchase.ts';

/**
 * Whether a paid purchase goes on the profile: always without an active plan (first purchase, or after expiry),
 * and as an upgrade when it is above the active plan. A lower or equal plan paid later (an old payment page left
 * open in another tab) never downgrades the profile.
 */
export function fulfilmentApplies(profile: Profile, purchase: Pick<Purchase, 'plan'>, now: Date): boolean {
  if (!hasActivePlan(profile, now) || profile.plan === null) return true;
  return getPlan(purchase.plan).level > getPlan(profile.plan).level;
}

/**
 * The profile once the purchase is paid: subscribed with the purchase's plan and exam, purchased now, expiring
 * 3 months later, with the exam names of the course-plan payload (short code + 1..N, N the plan's tests). An
 * upgrade keeps the exam and restarts the 3 months.
 */
export function subscribe(profile: Profile, purchase: Pick<Purchase, 'plan' | 'exam'>, now: Date): Profile {
  const plan = getPlan(purchase.plan);
  return {
    ...profile,
    isSubscribed: true,
    plan: plan.key,
    selectedExam: purchase.exam,
    purchasedAt: now,
    expiresAt: planExpiry(now, plan.accessMonths),
    examNames: examNames(purchase.exam, plan.key),
  };
}

/** True when the profile's current plan is the one this purchase put there. */
export function isHeldBy(profile: Profile, purchase: Pick<Purchase, 'plan' | 'planExpiresAt'>): boolean {
  return (
    profile.isSubscribed &&
    profile.plan === purchase.plan &&
    purchase.planExpiresAt !== null &&
    profile.expiresAt?.getTime() === purchase.planExpiresAt.getTime()
  );
}

/** The profile once the payment of its plan was refunded: no plan any more (the first tests stay free). */
export function revokePlan(profile: Profile): Profile {
  return { ...profile, isSubscribed: false, plan: null, purchasedAt: null, expiresAt: null, examNames: [] };
}

/** Whether the plan-expired notice of this purchase is to be mailed now: its plan is still the profile's, expired. */
export function expiryNoticeDue(profile: Profile, purchase: Purchase, now: Date): boolean {
  return purchase.status === 'succeeded' && isHeldBy(profile, purchase) && isPlanExpired(profile, now);
}
