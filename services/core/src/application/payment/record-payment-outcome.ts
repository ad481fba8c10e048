import { fulfilmentApplies, isHeldBy, revokePlan, subscribe } from '../../domain/payment/fulfilment.ts';
import type { PaymentOutcome, Purchase } from '../../domain/payment/purchase.ts';
import type { OutcomeChange } from '../../domain/payment/purchase-rules.ts';
import { applyOutcome } from '../../domain/payment/purchase-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { purchaseData } from '../../domain/webhook/webhook-payloads.ts';
import type { CoreDeps } from '../deps.ts';
import { receiptMail } from '../mail/templates/purchase-receipt.ts';
import { emitWebhookEvent } from '../webhook/emit-webhook-event.ts';

export type RecordedOutcome = { purchase: Purchase; change: OutcomeChange };

/**
 * The one path by which a purchase changes, whoever reports the provider's word (the signed webhook, or the
 * server-side retrieve when the browser comes back). One transaction: the buyer's profile and the purchase are
 * locked, in that order everywhere; a success is applied once however many times and however concurrently it is
 * reported: the profile is subscribed and the receipt queued in the same commit. NOT_FOUND for an unknown payment.
 */
export async function recordPaymentOutcome(
  deps: Pick<CoreDeps, 'purchases' | 'transaction'>,
  input: { paymentId: string; outcome: PaymentOutcome },
): Promise<RecordedOutcome> {
  const known = await deps.purchases.findByProviderPaymentId(input.paymentId);
  if (!known) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'No purchase belongs to this payment.');
  return deps.transaction(async (tx) => {
    const profile = await tx.profiles.findByUserIdForUpdate(known.userId);
    const purchase = await tx.purchases.findByIdForUpdate(known.id);
    if (!purchase) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'No purchase belongs to this payment.');
    const now = tx.clock.now();
    const { purchase: next, change } = applyOutcome(purchase, input.outcome, now);
    if (change === null) return { purchase, change };
    let toStore = next;
    let buyer = profile;
    if (change === 'succeeded' && buyer && fulfilmentApplies(buyer, next, now)) {
      buyer = subscribe(buyer, next, now);
      await tx.profiles.save(buyer);
      toStore = { ...next, planExpiresAt: buyer.expiresAt };
    }
    if (change === 'refunded' && buyer && isHeldBy(buyer, purchase)) {
      await tx.profiles.save(revokePlan(buyer));
    }
    const stored = await tx.purchases.update(toStore);
    if (change === 'succeeded' && buyer) await tx.mailer.send(receiptMail(buyer, stored));
    if (change === 'succeeded') await emitWebhookEvent(tx, 'purchase.succeeded', purchaseData(stored));
    if (change === 'refunded') await emitWebhookEvent(tx, 'purchase.refunded', purchaseData(stored));
    return { purchase: stored, change };
  });
}
