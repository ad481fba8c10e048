export const planKeys = ['bronze', 'silver', 'gold'] as const;
export type PlanKey = (typeof planKeys)[number];

export type Plan = {
  key: PlanKey;
  name: string;
  level: 1 | 2 | 3;
  tests: number;
  priceUsd: number;
  strikePriceUsd: number;
  /** When the evaluation is released and falls due, counted from the submission. */
  evaluationMinutes: number;
  /** The turnaround the plan promises; never less than `evaluationMinutes`. */
  promiseMinutes: number;
  /** `promiseMinutes` in words ("within 4 hours"). */
  promise: string;
  accessMonths: number;
  mostPopular: boolean;
};
