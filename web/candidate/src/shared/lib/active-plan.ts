type PlanHolder = { isSubscribed: boolean; planExpired: boolean; plan?: { level: number } | null };

/**
 * The level of the plan the candidate holds right now: 0 without a plan or once it has expired (an expired plan
 * locks the paid tests again, so the candidate may buy any plan again).
 */
export function activePlanLevel(profile: PlanHolder | null | undefined): number {
  if (!profile?.isSubscribed || profile.planExpired || !profile.plan) return 0;
  return profile.plan.level;
}
