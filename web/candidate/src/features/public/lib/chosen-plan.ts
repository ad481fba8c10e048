import { writeLocalSetting } from '../../../shared/lib/local-setting';

/** localStorage key of the plan chosen on the landing page, read again after sign-up. */
export const pricingPlanKey = 'pricing-plan';

export type PricingPlanKey = 'bronze' | 'silver' | 'gold';

export function isPricingPlanKey(value: string): value is PricingPlanKey {
  return value === 'bronze' || value === 'silver' || value === 'gold';
}

/** Remembers the plan a visitor picked before they have an account. */
export function rememberPricingPlan(plan: PricingPlanKey): void {
  writeLocalSetting(pricingPlanKey, plan);
}
