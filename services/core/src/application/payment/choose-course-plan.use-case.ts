import type { ExamKey } from '../../domain/exam/exam.ts';
import { checkPurchasable } from '../../domain/payment/purchase-rules.ts';
import type { PlanKey } from '../../domain/plan/plan.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { applyProfileChanges } from '../../domain/profile/profile-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/**
 * The old contract's Buy Now step (PATCH /v1/api/users/course-plan): checks that the plan may be bought (above the
 * active plan, for its exam) and makes the exam the profile's target exam, which the payment then buys. The plan is
 * not granted here: only a payment the provider confirms does that.
 */
export async function chooseCoursePlan(
  deps: Pick<CoreDeps, 'transaction'>,
  input: { actor: Profile; profileId: string; exam: ExamKey; plan: PlanKey },
): Promise<Profile> {
  const { actor, exam, plan } = input;
  if (input.profileId !== actor.id)
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'You can only choose a plan for your own account.');
  return deps.transaction(async (tx) => {
    const profile = await tx.profiles.findByIdForUpdate(actor.id);
    if (!profile) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This profile does not exist.');
    const now = tx.clock.now();
    checkPurchasable(profile, exam, plan, now);
    if (profile.selectedExam === exam) return profile;
    const updated = applyProfileChanges(profile, { selectedExam: exam }, now);
    await tx.profiles.save(updated);
    return updated;
  });
}
