import { expect, it } from 'vitest';
import { plans, promiseRange } from './plan-catalogue.ts';
import { durationText, promiseRangeText, promiseText } from './turnaround.ts';

it('states durations as people say them', () => {
  expect([18, 30, 48, 60, 90, 210, 240, 1].map(durationText)).toEqual([
    '18 minutes',
    '30 minutes',
    '48 minutes',
    '1 hour',
    '1 hour 30 minutes',
    '3 hours 30 minutes',
    '4 hours',
    '1 minute',
  ]);
  expect(promiseText(60)).toBe('within 1 hour');
  expect(promiseRangeText([240, 60, 30])).toBe('within 30 minutes to 4 hours');
  expect(promiseRangeText([60])).toBe('within 1 hour');
});

it('every plan promises what its card says, never less time than its evaluation takes', () => {
  expect(plans.map((plan) => plan.promise)).toEqual(['within 4 hours', 'within 1 hour', 'within 30 minutes']);
  for (const plan of plans) expect(plan.promiseMinutes).toBeGreaterThanOrEqual(plan.evaluationMinutes);
  expect(promiseRange).toBe('within 30 minutes to 4 hours');
});
