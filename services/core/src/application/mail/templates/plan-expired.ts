import { getExam } from '../../../domain/exam/exam-catalogue.ts';
import type { Purchase } from '../../../domain/payment/purchase.ts';
import { getPlan } from '../../../domain/plan/plan-catalogue.ts';
import type { Profile } from '../../../domain/profile/profile.ts';
import type { MailMessage } from '../ports.ts';
import { longDate } from './dates.ts';
import { renderMail } from './layout.ts';

/** The notice that a plan has expired: what is locked again and what stays. */
export function planExpiredMail(profile: Profile, purchase: Purchase): MailMessage {
  const plan = getPlan(purchase.plan);
  const exam = getExam(purchase.exam);
  const ended = purchase.planExpiresAt ? longDate(purchase.planExpiresAt) : 'today';
  return renderMail({
    to: profile.email,
    subject: `Your ${plan.name} plan has expired`,
    name: profile.fullName,
    blocks: [
      `Your ${plan.name} plan for ${exam.label} expired on ${ended}.`,
      'The paid mock tests are locked again. The first test of every exam stays free, and every answer you submitted keeps its evaluation: View Feedback still opens it.',
      'To open the other tests again, choose a plan on the Upgrade page of your dashboard.',
    ],
  });
}
