import { examKeys } from '../../domain/exam/exam.ts';
import { isUnpaid } from '../../domain/payment/purchase-rules.ts';
import { planKeys } from '../../domain/plan/plan.ts';
import { hasActivePlan } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { confirmPurchase } from './confirm-purchase.use-case.ts';

// At most one unpaid purchase per exam and plan is open at a time (a new start reuses it), so this many cover them.
const openPurchasesToCheck = examKeys.length * planKeys.length;

/**
 * The old contract's "mark the subscription after payment" (POST /v1/api/users/subscription): asks the payment
 * provider about the caller's unpaid purchases and records what it says; answers the profile once it holds an active
 * plan, else CONFLICT. The body is never believed: a client cannot subscribe itself, nor with another user's payment.
 */
export async function confirmSubscription(
  deps: Pick<CoreDeps, 'clock' | 'payments' | 'profiles' | 'purchases' | 'transaction'>,
  input: { actor: Profile; profileId: string },
): Promise<Profile> {
  const { actor } = input;
  if (input.profileId !== actor.id) {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'You can only confirm the subscription of your own account.');
  }
  const unpaid = (await deps.purchases.listByUser(actor.userId)).filter(isUnpaid).slice(0, openPurchasesToCheck);
  for (const purchase of unpaid) await confirmPurchase(deps, { actor, purchaseId: purchase.id });
  const profile = await deps.profiles.findByUserId(actor.userId);
  if (!profile || !hasActivePlan(profile, deps.clock.now())) {
    throw new DomainError(
      'CONFLICT',
      'PAYMENT_MISSING',
      'No successful payment of yours was found: your plan is unchanged.',
    );
  }
  return profile;
}
