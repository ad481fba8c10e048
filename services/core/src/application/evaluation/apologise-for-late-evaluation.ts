import type { Attempt } from '../../domain/attempt/attempt.ts';
import { promisingPlanAt } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { apologyAndCreditMail } from '../mail/templates/apology-credit.ts';

/** One extra mock test for each answer whose evaluation missed the plan's promise. */
export const creditedTestsPerLateAnswer = 1;

/**
 * Makes up for a missed deadline: credits the candidate (the attempt's owner, read by the caller) one extra mock test
 * and queues the apology mail. Runs in the
 * transaction that marks the attempt overdue (a conditional update by version), so a deadline handled twice at once
 * credits and mails once.
 */
export async function apologiseForLateEvaluation(
  tx: Pick<CoreDeps, 'mailer' | 'mockTests' | 'profiles'>,
  attempt: Attempt,
  candidate: Profile | null,
): Promise<void> {
  if (!candidate) return;
  await tx.profiles.addExtraTest(candidate.userId);
  if (!candidate.email || attempt.submittedAt === null) return;
  const test = await tx.mockTests.findById(attempt.mockTestId);
  await tx.mailer.send(
    apologyAndCreditMail({
      to: candidate.email,
      name: candidate.fullName,
      testTitle: test?.title ?? 'your mock test',
      // The deadline was set from the plan held at submission.
      plan: promisingPlanAt(candidate, attempt.submittedAt),
      submittedAt: attempt.submittedAt,
      creditedTests: creditedTestsPerLateAnswer,
    }),
  );
}
