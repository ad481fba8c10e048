import catalogue from './landing-plans.json';

/** One plan as the pricing cards show it: the fields of the SDL's `Plan` type that the landing page needs. */
export type LandingPlan = {
  key: string;
  name: string;
  level: number;
  tests: number;
  priceUsd: number;
  strikePriceUsd: number;
  promise: string;
  accessMonths: number;
  mostPopular: boolean;
};

/**
 * The server's plan catalogue, cheapest first, written by the core's codegen (services/core/src/main/
 * write-landing-plans.ts) and checked against it by a core test; prices are charged from the server's copy only.
 */
export const landingPlans: LandingPlan[] = catalogue.plans;

/** "within 30 minutes to 4 hours": the span of the plans' promised turnarounds, generated with the plans. */
export const promiseRange: string = catalogue.promiseRange;

/** The same span opening a sentence: "Within 30 minutes to 4 hours". */
export const promiseRangeOpening = promiseRange.charAt(0).toUpperCase() + promiseRange.slice(1);
