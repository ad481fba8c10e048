import { escalationAt } from '../../domain/evaluation/escalation.ts';
import { getExam } from '../../domain/exam/exam-catalogue.ts';
import { promisingPlanAt } from '../../domain/plan/test-access.ts';
import type { CoreDeps } from '../deps.ts';
import { deadlineEscalationMail } from '../mail/templates/deadline-escalation.ts';

export type EscalationOutcome = { result: 'escalated'; tutorsMailed: number } | { result: 'skipped' };

/**
 * Tells the tutors on duty that an answer used ESCALATION_SHARE_PERCENT of its plan's time without a published
 * evaluation: one mail per tutor (all tutors, or those who opted in). Sent once per answer: the escalation record is
 * a unique key written in the same transaction as the mails, so concurrent or repeated timers mail once. An early
 * wake-up, a graded or released answer is 'skipped'.
 */
export async function escalateDeadline(
  deps: Pick<CoreDeps, 'transaction'>,
  input: { attemptId: string },
): Promise<EscalationOutcome> {
  return deps.transaction(async (tx): Promise<EscalationOutcome> => {
    const attempt = await tx.attempts.findById(input.attemptId);
    if (attempt?.status !== 'Submitted' || attempt.submittedAt === null || attempt.deadlineAt === null) {
      return { result: 'skipped' };
    }
    const now = tx.clock.now();
    const at = escalationAt(attempt, tx.settings.escalationSharePercent);
    if (!at || at.getTime() > now.getTime()) return { result: 'skipped' };
    const evaluation = await tx.evaluations.findByAttemptId(attempt.id);
    if (evaluation?.publishedAt) return { result: 'skipped' };
    if (!(await tx.escalations.markEscalated(attempt.id, now))) return { result: 'skipped' };

    const tutors = await tx.escalations.listTutorRecipients(tx.settings.escalationMailTutors);
    const test = await tx.mockTests.findById(attempt.mockTestId);
    const candidate = await tx.profiles.findByUserId(attempt.userId);
    const holder = attempt.claimedBy ? await tx.profiles.findById(attempt.claimedBy) : null;
    for (const tutor of tutors) {
      await tx.mailer.send(
        deadlineEscalationMail({
          to: tutor.email,
          name: tutor.fullName,
          stage: 'warning',
          examLabel: test ? getExam(test.exam).label : 'Mock test',
          testTitle: test?.title ?? 'an unknown test',
          plan: candidate ? promisingPlanAt(candidate, attempt.submittedAt) : 'bronze',
          submittedAt: attempt.submittedAt,
          deadlineAt: attempt.deadlineAt,
          claimedBy: holder?.fullName ?? null,
        }),
      );
    }
    return { result: 'escalated', tutorsMailed: tutors.length };
  });
}
