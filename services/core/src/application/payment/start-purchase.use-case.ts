import type { ExamKey } from '../../domain/exam/exam.ts';
import { getExam, isExamKey } from '../../domain/exam/exam-catalogue.ts';
import type { GatewayKind, Purchase } from '../../domain/payment/purchase.ts';
import { checkPurchasable, newPurchase, priceFor, requirePlanKey } from '../../domain/payment/purchase-rules.ts';
import { getPlan } from '../../domain/plan/plan-catalogue.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { recordPaymentOutcome } from './record-payment-outcome.ts';

const replacedMessage = 'This payment could no longer be taken; a new purchase of the plan replaced it.';

/** What the payment page needs to take the payment. */
export type PaymentSession = {
  purchase: Purchase;
  gateway: GatewayKind;
  clientSecret: string;
  publishableKey: string | null;
};

/**
 * Starts paying for a plan for an exam, priced from the catalogue on the server. Refused for a plan at or below the
 * active one, or for another exam than the active plan's. A second start of the same exam and plan (a double click,
 * a second tab, a retry after a declined card, on this replica or another) answers the same purchase and payment, so it
 * can be paid only once: a buyer has at most one pending purchase per exam and plan, which the buyer's row lock and
 * the database's unique key of open purchases both keep.
 */
export async function startPurchase(
  deps: Pick<CoreDeps, 'transaction'>,
  input: { actor: Profile; exam: ExamKey | string; plan: string },
): Promise<PaymentSession> {
  const plan = requirePlanKey(input.plan);
  if (!isExamKey(input.exam))
    throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `Unknown exam '${String(input.exam)}'.`);
  const exam = input.exam;
  return deps.transaction(async (tx) => {
    // The buyer's row lock serialises concurrent starts: the second one finds and reuses the first one's payment.
    const buyer = await tx.profiles.findByUserIdForUpdate(input.actor.userId);
    if (!buyer) throw new DomainError('NOT_FOUND', 'PROFILE_NOT_FOUND', 'Sign in again: your profile was not found.');
    const now = tx.clock.now();
    checkPurchasable(buyer, exam, plan, now);
    const session = (purchase: Purchase, clientSecret: string): PaymentSession => ({
      purchase,
      gateway: tx.payments.kind,
      clientSecret,
      publishableKey: tx.payments.publishableKey,
    });

    // The open purchase answers again while its payment can still be paid (or was paid without our hearing of it).
    const resumed = async (open: Purchase | null): Promise<PaymentSession | null> => {
      if (!open?.providerPaymentId || open.gateway !== tx.payments.kind || open.amountUsd !== priceFor(plan)) {
        return null;
      }
      const payment = await tx.payments.retrievePayment(open.providerPaymentId);
      if (payment?.payable) return session(open, payment.clientSecret);
      if (payment?.outcome.status === 'succeeded') {
        // Paid, but neither the webhook nor the return from the payment page has told us yet: fulfil, never charge twice.
        const recorded = await recordPaymentOutcome(tx, { paymentId: payment.paymentId, outcome: payment.outcome });
        return session(recorded.purchase, payment.clientSecret);
      }
      return null;
    };

    const open = await tx.purchases.findUnpaid(buyer.userId, exam, plan);
    const again = await resumed(open);
    if (again) return again;
    if (open?.status === 'pending') {
      // Its payment can no longer be taken here (another gateway or price, or a payment the gateway dropped): closed,
      // so that the new purchase is the one open purchase of this plan.
      await tx.purchases.update({ ...open, status: 'failed', failureMessage: replacedMessage, updatedAt: now });
    }

    const purchase = newPurchase({
      id: tx.ids.newId(),
      userId: buyer.userId,
      exam,
      plan,
      gateway: tx.payments.kind,
      now,
    });
    if (!(await tx.purchases.insertOpen(purchase))) {
      // Another start of this plan opened one first (the database's one-open-purchase key): answer that one.
      const first = await resumed(await tx.purchases.findUnpaid(buyer.userId, exam, plan));
      if (first) return first;
      throw new DomainError(
        'CONFLICT',
        'CONCURRENT_CHANGE',
        'This plan is being bought in another request at the same time; please try again.',
      );
    }
    const payment = await tx.payments.createPayment({
      purchaseId: purchase.id,
      userId: buyer.userId,
      exam,
      plan,
      amountCents: purchase.amountUsd * 100,
      currency: 'usd',
      description: `${getPlan(plan).name} plan, ${getExam(exam).label} writing mock tests`,
    });
    const stored = await tx.purchases.update({ ...purchase, providerPaymentId: payment.paymentId });
    return session(stored, payment.clientSecret);
  });
}
