import { expect, test } from 'vitest';
import { oneExamSentence, planChangeSentences, planExpiryFrom } from './plan-change';

const gold = { name: 'Gold', tests: 20, accessMonths: 3, priceUsd: 50 };
const silver = { name: 'Silver', tests: 12, accessMonths: 3, priceUsd: 30 };
const isoDay = (iso: string) => iso.slice(0, 10);

test('access ends three calendar months later, clamped to the last day of the month as the server does', () => {
  expect(planExpiryFrom(new Date('2026-03-10T09:30:00Z'), 3).toISOString()).toBe('2026-06-10T09:30:00.000Z');
  expect(planExpiryFrom(new Date('2025-11-30T12:00:00Z'), 3).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  expect(planExpiryFrom(new Date('2027-11-30T12:00:00Z'), 3).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  expect(planExpiryFrom(new Date('2026-10-15T00:00:00Z'), 3).toISOString()).toBe('2027-01-15T00:00:00.000Z');
});

test('an upgrade says the held plan is replaced, from today, at the full price with no credit', () => {
  const sentences = planChangeSentences({
    heldPlanName: 'Silver',
    plan: gold,
    examLabel: 'IELTS-Academic',
    now: new Date('2026-03-10T09:30:00Z'),
    formatDate: isoDay,
  });
  expect(sentences).toEqual([
    "Your Silver plan's remaining tests and time are replaced by Gold's: 20 IELTS-Academic tests and 3 months of access from today, until 2026-06-10.",
    "You pay Gold's full price, $50; nothing is credited for the rest of your Silver plan.",
  ]);
});

test('a first plan says it covers one exam, named, and starts when paid', () => {
  const sentences = planChangeSentences({
    heldPlanName: null,
    plan: silver,
    examLabel: 'OET-Nurses',
    now: new Date('2026-03-10T09:30:00Z'),
    formatDate: isoDay,
  });
  expect(sentences).toEqual([
    'This plan covers one exam: OET-Nurses.',
    'It starts when you pay: 12 OET-Nurses tests and 3 months of access from today, until 2026-06-10.',
  ]);
});

test('the one-exam sentence names the exam where it is known', () => {
  expect(oneExamSentence('PTE')).toBe('This plan covers one exam: PTE.');
  expect(oneExamSentence(null)).toBe('Each plan covers one exam, chosen when you buy it.');
});
