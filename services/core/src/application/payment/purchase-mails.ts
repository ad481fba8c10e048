import { getExam } from '../../domain/exam/exam-catalogue.ts';
import type { Purchase } from '../../domain/payment/purchase.ts';
import { getPlan } from '../../domain/plan/plan-catalogue.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { MailMessage } from '../evaluation/ports.ts';

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

const dollars = (amountUsd: number) => `$${amountUsd.toFixed(2)}`;

/** The receipt of a succeeded purchase: plan, exam, price, expiry and receipt number. */
export function receiptMail(profile: Profile, purchase: Purchase): MailMessage {
  const plan = getPlan(purchase.plan);
  const exam = getExam(purchase.exam);
  const lines = [
    `Hello ${profile.fullName},`,
    '',
    'Thank you for your purchase. Your payment has been received.',
    '',
    `Receipt number: ${purchase.receiptNumber ?? '-'}`,
    `Date: ${longDate(purchase.succeededAt ?? purchase.updatedAt)}`,
    `Plan: ${plan.name} (${plan.tests} writing mock tests, evaluation ${plan.promise})`,
    `Exam: ${exam.label}`,
    `Amount paid: ${dollars(purchase.amountUsd)} ${purchase.currency}`,
  ];
  if (purchase.planExpiresAt) {
    lines.push(
      `Access until: ${longDate(purchase.planExpiresAt)}`,
      '',
      `Your ${plan.tests} ${exam.label} tests are open now: sign in and go to Writing Tasks.`,
    );
  } else {
    lines.push(
      '',
      'You already hold a plan at this level or above, so this payment did not change your plan. Reply to this e-mail and support will refund it.',
    );
  }
  if (purchase.gateway === 'simulated') {
    lines.push('', 'This was a test payment through the simulated payment gateway: no card was charged.');
  }
  return {
    to: profile.email,
    subject: `Your receipt ${purchase.receiptNumber ?? ''}: ${plan.name} plan`,
    text: lines.join('\n'),
  };
}

/** The notice that a plan has expired: what is locked again and what stays. */
export function planExpiredMail(profile: Profile, purchase: Purchase): MailMessage {
  const plan = getPlan(purchase.plan);
  const exam = getExam(purchase.exam);
  const ended = purchase.planExpiresAt ? longDate(purchase.planExpiresAt) : 'today';
  return {
    to: profile.email,
    subject: `Your ${plan.name} plan has expired`,
    text: [
      `Hello ${profile.fullName},`,
      '',
      `Your ${plan.name} plan for ${exam.label} expired on ${ended}.`,
      '',
      'The paid mock tests are locked again. The first test of every exam stays free, and every answer you submitted keeps its evaluation: View Feedback still opens it.',
      '',
      'To open the other tests again, choose a plan on the Upgrade page of your dashboard.',
    ].join('\n'),
  };
}
