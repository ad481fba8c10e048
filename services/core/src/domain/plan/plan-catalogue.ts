import { utc } from '@date-fns/utc';
import { addMonths } from 'date-fns';
import type { ExamKey } from '../exam/exam.ts';
import { getExam } from '../exam/exam-catalogue.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Plan, PlanKey } from './plan.ts';
import { planKeys } from './plan.ts';
import { promiseRangeText, promiseText } from './turnaround.ts';

/**
 * The three plans (Bronze $20, Silver $30, Gold $50); prices live here, on the server, never in a client.
 * `promiseMinutes` is the turnaround the plan's card promises (4 hours, 1 hour, 30 minutes) and every text that states
 * a turnaround derives from it; `evaluationMinutes` (210, 48, 18) is when the evaluation is released and falls due,
 * inside the promise.
 */
export const plans: Plan[] = [
  {
    key: 'bronze',
    name: 'Bronze',
    level: 1,
    tests: 6,
    priceUsd: 20,
    strikePriceUsd: 35,
    evaluationMinutes: 210,
    promiseMinutes: 240,
    promise: promiseText(240),
    accessMonths: 3,
    mostPopular: false,
  },
  {
    key: 'silver',
    name: 'Silver',
    level: 2,
    tests: 12,
    priceUsd: 30,
    strikePriceUsd: 50,
    evaluationMinutes: 48,
    promiseMinutes: 60,
    promise: promiseText(60),
    accessMonths: 3,
    mostPopular: true,
  },
  {
    key: 'gold',
    name: 'Gold',
    level: 3,
    tests: 20,
    priceUsd: 50,
    strikePriceUsd: 85,
    evaluationMinutes: 18,
    promiseMinutes: 30,
    promise: promiseText(30),
    accessMonths: 3,
    mostPopular: false,
  },
];

/** "within 30 minutes to 4 hours": what the texts about every plan promise (landing, FAQ). */
export const promiseRange = promiseRangeText(plans.map((plan) => plan.promiseMinutes));

/** True when `value` is one of the plan keys. */
export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (planKeys as readonly string[]).includes(value);
}

/** The plan with this key; BAD_USER_INPUT for an unknown key. */
export function getPlan(key: PlanKey): Plan {
  const plan = plans.find((candidate) => candidate.key === key);
  if (!plan) throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `Unknown plan '${String(key)}'.`);
  return plan;
}

/** The plan of the old product's numeric level (1-3), or undefined. */
export function planByLevel(level: number): Plan | undefined {
  return plans.find((plan) => plan.level === level);
}

/** A plan card is offered only when its level is above the current plan's (any plan when there is none). */
export function isUpgrade(current: PlanKey | null, candidate: PlanKey): boolean {
  if (current === null) return true;
  return getPlan(candidate).level > getPlan(current).level;
}

/** The exam names a purchase unlocks: the exam's short code + 1..N, N being the plan's number of tests. */
export function examNames(exam: ExamKey, plan: PlanKey): string[] {
  const { shortCode } = getExam(exam);
  return Array.from({ length: getPlan(plan).tests }, (_, index) => `${shortCode}${index + 1}`);
}

/**
 * When access bought at `purchasedAt` ends: three calendar months later (UTC), clamped to the month's last day
 * (30 November + 3 months = 28/29 February, not 1/2 March).
 */
export function planExpiry(purchasedAt: Date, months = 3): Date {
  // date-fns clamps to the month's last day; `in: utc` counts in UTC whatever the server's time zone. A plain Date
  // goes back, not date-fns's UTCDate, so the ORM and the GraphQL scalar see what they always saw.
  return new Date(addMonths(purchasedAt, months, { in: utc }).getTime());
}
