import type { Attempt } from '../../domain/attempt/attempt.ts';
import { getExam } from '../../domain/exam/exam-catalogue.ts';
import { promisingPlanAt } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { deadlineEscalationMail } from '../mail/templates/deadline-escalation.ts';

/**
 * Mails every admin that an answer of `candidate` (read by the caller) passed its deadline without a published
 * evaluation, naming who holds its claim.
 * Runs in the transaction that marks the attempt overdue, so each late answer alerts each admin once.
 */
export async function alertAdminsOfMissedDeadline(
  tx: Pick<CoreDeps, 'mailer' | 'mockTests' | 'profiles'>,
  attempt: Attempt,
  candidate: Profile | null,
): Promise<void> {
  if (attempt.submittedAt === null || attempt.deadlineAt === null) return;
  const admins = (await tx.profiles.listByRole('admin')).filter((admin) => admin.email);
  if (admins.length === 0) return;
  const test = await tx.mockTests.findById(attempt.mockTestId);
  const plan = candidate ? promisingPlanAt(candidate, attempt.submittedAt) : 'bronze';
  const holder = attempt.claimedBy ? await tx.profiles.findById(attempt.claimedBy) : null;
  for (const admin of admins) {
    await tx.mailer.send(
      deadlineEscalationMail({
        to: admin.email,
        name: admin.fullName,
        stage: 'overdue',
        examLabel: test ? getExam(test.exam).label : 'Mock test',
        testTitle: test?.title ?? 'an unknown test',
        plan,
        submittedAt: attempt.submittedAt,
        deadlineAt: attempt.deadlineAt,
        claimedBy: holder?.fullName ?? null,
      }),
    );
  }
}
