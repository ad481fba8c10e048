import type { Purchase } from '../../domain/payment/purchase.ts';
import { isUnpaid } from '../../domain/payment/purchase-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { loadVisiblePurchase } from './load-purchase.ts';
import { recordPaymentOutcome } from './record-payment-outcome.ts';

/**
 * Asks the payment provider about an unpaid purchase (the browser is back from the payment page) and records what
 * it says, so a lost webhook never leaves a paying candidate locked out; answers the purchase as it stands. The
 * client's word changes nothing: only the provider's answer does. The caller's own purchases only (staff: any).
 */
export async function confirmPurchase(
  deps: Pick<CoreDeps, 'payments' | 'purchases' | 'transaction'>,
  input: { actor: Profile; purchaseId: string },
): Promise<Purchase> {
  const purchase = await loadVisiblePurchase(deps, input.actor, input.purchaseId);
  const paymentId = purchase.providerPaymentId;
  // A purchase made under the other gateway (the platform switched modes) cannot be asked about here.
  if (!isUnpaid(purchase) || !paymentId || purchase.gateway !== deps.payments.kind) return purchase;
  const payment = await deps.payments.retrievePayment(paymentId);
  if (!payment) return purchase;
  return (await recordPaymentOutcome(deps, { paymentId, outcome: payment.outcome })).purchase;
}
