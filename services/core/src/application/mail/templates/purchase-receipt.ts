import { getExam } from '../../../domain/exam/exam-catalogue.ts';
import type { Purchase } from '../../../domain/payment/purchase.ts';
import { getPlan } from '../../../domain/plan/plan-catalogue.ts';
import type { Profile } from '../../../domain/profile/profile.ts';
import type { MailMessage } from '../ports.ts';
import { longDate } from './dates.ts';
import { type MailBlock, renderMail } from './layout.ts';

const dollars = (amountUsd: number) => `$${amountUsd.toFixed(2)}`;

/** The receipt of a succeeded purchase: plan (with its turnaround promise), exam, price, expiry and receipt number. */
export function receiptMail(profile: Profile, purchase: Purchase): MailMessage {
  const plan = getPlan(purchase.plan);
  const exam = getExam(purchase.exam);
  const facts: [string, string][] = [
    ['Receipt number', purchase.receiptNumber ?? '-'],
    ['Date', longDate(purchase.succeededAt ?? purchase.updatedAt)],
    ['Plan', `${plan.name} (${plan.tests} writing mock tests, evaluation ${plan.promise})`],
    ['Exam', exam.label],
    ['Amount paid', `${dollars(purchase.amountUsd)} ${purchase.currency}`],
  ];
  const blocks: MailBlock[] = ['Thank you for your purchase. Your payment has been received.'];
  if (purchase.planExpiresAt) {
    facts.push(['Access until', longDate(purchase.planExpiresAt)]);
    blocks.push(
      { facts },
      `Your ${plan.tests} ${exam.label} tests are open now: sign in and go to Writing Tasks. Each answer you submit is evaluated ${plan.promise}.`,
    );
  } else {
    blocks.push(
      { facts },
      'You already hold a plan at this level or above, so this payment did not change your plan. Reply to this e-mail and support will refund it.',
    );
  }
  if (purchase.gateway === 'simulated') {
    blocks.push('This was a test payment through the simulated payment gateway: no card was charged.');
  }
  return renderMail({
    to: profile.email,
    subject: `Your receipt ${purchase.receiptNumber ?? ''}: ${plan.name} plan`,
    name: profile.fullName,
    blocks,
  });
}
