import { expect, test } from 'vitest';
import { activePlanLevel } from './active-plan';

const silver = { level: 2 };

test('a running plan counts at its level', () => {
  expect(activePlanLevel({ isSubscribed: true, planExpired: false, plan: silver })).toBe(2);
});

test('no plan, no subscription or an expired plan count as none', () => {
  expect(activePlanLevel(null)).toBe(0);
  expect(activePlanLevel({ isSubscribed: false, planExpired: false, plan: null })).toBe(0);
  expect(activePlanLevel({ isSubscribed: false, planExpired: false, plan: silver })).toBe(0);
  expect(activePlanLevel({ isSubscribed: true, planExpired: true, plan: silver })).toBe(0);
});
