import type { PlanKey } from '../../../domain/plan/plan.ts';
import { getPlan } from '../../../domain/plan/plan-catalogue.ts';
import type { MailMessage } from '../ports.ts';
import { dateTime } from './dates.ts';
import { renderMail } from './layout.ts';

/** Apologises to a candidate whose evaluation missed the plan's promise and says which credit they received. */
export function apologyAndCreditMail(input: {
  to: string;
  name: string;
  testTitle: string;
  plan: PlanKey;
  submittedAt: Date;
  /** Extra mock tests added to the plan for this late answer. */
  creditedTests: number;
}): MailMessage {
  const plan = getPlan(input.plan);
  const credit = input.creditedTests === 1 ? 'one extra mock test' : `${input.creditedTests} extra mock tests`;
  return renderMail({
    to: input.to,
    subject: 'Sorry: your evaluation is late, and a free test is on us',
    name: input.name,
    blocks: [
      `You submitted "${input.testTitle}" on ${dateTime(input.submittedAt)}. Your ${plan.name} plan promises your evaluation ${plan.promise}, and we have not kept that promise. We apologise.`,
      'A tutor is finishing your evaluation now; we will write again the moment you can read it.',
      `To make up for the wait we have added ${credit} to your ${plan.name} plan. You will find it on your tests list and on your profile.`,
    ],
  });
}
