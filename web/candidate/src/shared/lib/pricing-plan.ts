import { readLocalSetting, removeLocalSetting } from './local-setting';

/**
 * localStorage key of the plan chosen on the landing page (written there by features/public/lib/chosen-plan.ts, which
 * keeps its own copy so the landing page ships no extra chunk), read again on the Upgrade page after sign-up.
 */
export const pricingPlanKey = 'pricing-plan';

export type PricingPlanKey = 'bronze' | 'silver' | 'gold';

export function isPricingPlanKey(value: string): value is PricingPlanKey {
  return value === 'bronze' || value === 'silver' || value === 'gold';
}

/** The plan picked on the landing page, or null when none (or an unknown value) is stored. */
export function readPricingPlan(): PricingPlanKey | null {
  const stored = readLocalSetting(pricingPlanKey);
  return stored !== null && isPricingPlanKey(stored) ? stored : null;
}

/** Forgets the landing-page pick once it has been bought. */
export function forgetPricingPlan(): void {
  removeLocalSetting(pricingPlanKey);
}
