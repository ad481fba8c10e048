import type { MockTest } from '../exam/mock-test.ts';
import type { Profile } from '../profile/profile.ts';
import type { PlanKey } from './plan.ts';
import { getPlan } from './plan-catalogue.ts';

type PlanHolder = Pick<Profile, 'isSubscribed' | 'plan' | 'expiresAt'>;

/** True when the profile holds a plan that has not expired (expired once `now` is past the expiry date). */
export function hasActivePlan(profile: PlanHolder, now: Date): boolean {
  if (!profile.isSubscribed || profile.plan === null) return false;
  return profile.expiresAt === null || now.getTime() <= profile.expiresAt.getTime();
}

/** True when the profile bought a plan whose access has ended (the profile page shows 'Plan Expired'). */
export function isPlanExpired(profile: PlanHolder, now: Date): boolean {
  return profile.isSubscribed && profile.expiresAt !== null && now.getTime() > profile.expiresAt.getTime();
}

/**
 * Whether the profile may open this test. Tutors and admins open everything. The first test of every exam is free for
 * every signed-in user, so a new candidate can try the product before paying. Beyond it, an active plan unlocks the
 * first N tests (N = the plan's tests) of the exam the plan was bought for (the profile's selected exam, which cannot
 * change while the plan is active). Each extra test credited for a late evaluation unlocks one more test of that exam,
 * with or without an active plan (the credit outlives the plan it was granted on).
 */
export function isTestUnlocked(
  profile: PlanHolder & Pick<Profile, 'role' | 'selectedExam' | 'extraTests'>,
  test: Pick<MockTest, 'exam' | 'sequence'>,
  now: Date,
): boolean {
  if (profile.role === 'tutor' || profile.role === 'admin') return true;
  if (test.sequence === 1) return true;
  if (test.exam !== profile.selectedExam) return false;
  const planTests = hasActivePlan(profile, now) && profile.plan !== null ? getPlan(profile.plan).tests : 1;
  return test.sequence <= planTests + profile.extraTests;
}

/** Minutes between a submission and the release of its evaluation: the plan's, or Bronze's without an active plan. */
export function evaluationMinutesFor(profile: PlanHolder, now: Date): number {
  if (hasActivePlan(profile, now) && profile.plan !== null) return getPlan(profile.plan).evaluationMinutes;
  return getPlan('bronze').evaluationMinutes;
}

/** The plan whose turnaround promise applies at `at`: the active plan's, or Bronze's without one. */
export function promisingPlanAt(profile: PlanHolder, at: Date): PlanKey {
  return hasActivePlan(profile, at) && profile.plan !== null ? profile.plan : 'bronze';
}

/**
 * Whether a test's tasks (its prompts, case notes and passages) may be shown to the caller: paid prompts stay with
 * those who may open the test, except that a candidate always reads a test they already wrote (a plan that ran out
 * keeps their own answers readable next to their prompts).
 */
export function arePromptsVisible(access: { unlocked: boolean; attempted: boolean }): boolean {
  return access.unlocked || access.attempted;
}
