import type { Purchase } from '../../domain/payment/purchase.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { isStaff } from '../../domain/profile/profile-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/** A purchase the caller may see: their own, or any for tutors and admins. */
export async function loadVisiblePurchase(
  deps: Pick<CoreDeps, 'purchases'>,
  actor: Profile,
  purchaseId: string,
): Promise<Purchase> {
  const purchase = await deps.purchases.findById(purchaseId);
  if (!purchase) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This purchase does not exist.');
  if (purchase.userId !== actor.userId && !isStaff(actor)) {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'This purchase belongs to another user.');
  }
  return purchase;
}
