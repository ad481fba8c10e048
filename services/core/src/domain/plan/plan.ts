export const planKeys = ['bronze', 'silver', 'gold'] as const;
export type PlanKey = (typeof planKeys)[number];

export type Plan = {
  key: PlanKey;
  name: string;
  level: 1 | 2 | 3;
  tests: number;
  priceUsd: number;
  strikePriceUsd: number;
  evaluationMinutes: number;
  promise: string;
  accessMonths: number;
  mostPopular: boolean;
};
