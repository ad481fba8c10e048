import { landingPlans } from '../../public/data/landing-plans';

type PlanHolder = {
  plan: { name: string; promise: string } | null;
  isSubscribed: boolean;
  planExpired: boolean;
};

/**
 * The turnaround a candidate's answers are promised, as the plan catalogue states it: their plan's (named) while it
 * is active, else Bronze's with no plan named (the server evaluates answers without an active plan on Bronze's time).
 */
export function promisedTurnaround(profile: PlanHolder | null): { planName: string | null; promise: string } {
  if (profile?.plan && profile.isSubscribed && !profile.planExpired) {
    return { planName: profile.plan.name, promise: profile.plan.promise };
  }
  const bronze = landingPlans.find((plan) => plan.key === 'bronze') ?? landingPlans[0];
  return { planName: null, promise: bronze?.promise ?? '' };
}
