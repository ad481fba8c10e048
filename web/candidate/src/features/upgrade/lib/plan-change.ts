/**
 * What buying a plan does, in the words of the server's rules (services/core: purchase-rules.ts and fulfilment.ts):
 * a plan covers one exam; an upgrade keeps the exam, is charged the new plan's full catalogue price with no credit for
 * the plan it replaces, and restarts the new plan's months of access from the day of payment.
 */

type NewPlan = { name: string; tests: number; accessMonths: number; priceUsd: number };

/**
 * When access bought `now` ends: `months` calendar months later (UTC), clamped to the month's last day, as the
 * server computes it (30 November + 3 months = 28/29 February).
 */
export function planExpiryFrom(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  target.setUTCHours(now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
  return target;
}

/** "This plan covers one exam: IELTS-Academic." — what every plan card and summary says about the exam. */
export function oneExamSentence(examLabel: string | null): string {
  return examLabel ? `This plan covers one exam: ${examLabel}.` : 'Each plan covers one exam, chosen when you buy it.';
}

/**
 * The Selection Summary's sentence on what happens to the plan held now. `heldPlanName` is null without an active plan
 * (none yet, or expired): the new plan then simply starts.
 */
export function planChangeSentences(input: {
  heldPlanName: string | null;
  plan: NewPlan;
  examLabel: string;
  now: Date;
  formatDate: (iso: string) => string;
}): string[] {
  const { heldPlanName, plan, examLabel } = input;
  const until = input.formatDate(planExpiryFrom(input.now, plan.accessMonths).toISOString());
  const term = `${plan.tests} ${examLabel} tests and ${plan.accessMonths} months of access from today, until ${until}`;
  if (!heldPlanName) return [oneExamSentence(examLabel), `It starts when you pay: ${term}.`];
  return [
    `Your ${heldPlanName} plan's remaining tests and time are replaced by ${plan.name}'s: ${term}.`,
    `You pay ${plan.name}'s full price, $${plan.priceUsd}; nothing is credited for the rest of your ${heldPlanName} plan.`,
  ];
}
