import type { PlanKey } from '../../../domain/plan/plan.ts';
import { getPlan } from '../../../domain/plan/plan-catalogue.ts';
import { durationText } from '../../../domain/plan/turnaround.ts';
import type { MailMessage } from '../ports.ts';
import { dateTime } from './dates.ts';
import { renderMail } from './layout.ts';

export type EscalationStage = 'warning' | 'overdue';

/**
 * Alerts the tutors on duty (at `warning`, when most of the plan's time has gone) or the admins (at `overdue`, when
 * the deadline has passed) that an answer still has no published evaluation.
 */
export function deadlineEscalationMail(input: {
  to: string;
  name: string;
  stage: EscalationStage;
  examLabel: string;
  testTitle: string;
  plan: PlanKey;
  submittedAt: Date;
  deadlineAt: Date;
  /** Who holds the claim, or null when nobody does. */
  claimedBy: string | null;
}): MailMessage {
  const plan = getPlan(input.plan);
  const overdue = input.stage === 'overdue';
  const left = Math.max(0, Math.round((input.deadlineAt.getTime() - input.submittedAt.getTime()) / 60_000));
  return renderMail({
    to: input.to,
    subject: overdue
      ? `Overdue: ${input.examLabel} answer past its ${plan.name} deadline`
      : `Due soon: ${input.examLabel} answer needs an evaluation`,
    name: input.name,
    blocks: [
      overdue
        ? `An answer has passed its deadline without a published evaluation. The ${plan.name} plan promises results ${plan.promise}; the candidate is being told the evaluation is late.`
        : `An answer is close to its deadline and has no published evaluation yet. The ${plan.name} plan promises results ${plan.promise}.`,
      {
        facts: [
          ['Test', `${input.testTitle} (${input.examLabel})`],
          ['Plan', `${plan.name}, evaluation ${plan.promise}`],
          ['Submitted', dateTime(input.submittedAt)],
          ['Due', `${dateTime(input.deadlineAt)} (${durationText(left)} after submission)`],
          ['Claimed by', input.claimedBy ?? 'nobody yet'],
        ],
      },
      overdue
        ? 'Please make sure someone is grading it now, or reassign the claim from the tutor queue.'
        : 'Open the tutor queue to claim it, or finish it if it is yours.',
    ],
  });
}
