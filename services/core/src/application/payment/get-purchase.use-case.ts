import type { Purchase } from '../../domain/payment/purchase.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { loadVisiblePurchase } from './load-purchase.ts';

/** One purchase: the caller's own (FORBIDDEN for another user's), or any for tutors and admins. */
export function getPurchase(
  deps: Pick<CoreDeps, 'purchases'>,
  input: { actor: Profile; purchaseId: string },
): Promise<Purchase> {
  return loadVisiblePurchase(deps, input.actor, input.purchaseId);
}

/** The caller's purchases, newest first. */
export function listMyPurchases(deps: Pick<CoreDeps, 'purchases'>, input: { actor: Profile }): Promise<Purchase[]> {
  return deps.purchases.listByUser(input.actor.userId);
}
