import { expiryNoticeDue } from '../../domain/payment/fulfilment.ts';
import type { CoreDeps } from '../deps.ts';
import { planExpiredMail } from '../mail/templates/plan-expired.ts';

/**
 * Mails the plan-expired notice once per expired plan: for each succeeded purchase whose plan expiry has passed, in
 * one transaction each, the notice is queued if that plan is still the profile's (not replaced by an upgrade or a new
 * plan), and the purchase is marked handled either way. Safe to run from several processes at once.
 */
export async function notifyExpiredPlans(
  deps: Pick<CoreDeps, 'clock' | 'purchases' | 'transaction'>,
  input: { limit: number },
): Promise<{ notified: number }> {
  const now = deps.clock.now();
  const errors: unknown[] = [];
  let notified = 0;
  for (const due of await deps.purchases.listExpiryNoticesDue(now, input.limit)) {
    try {
      const mailed = await deps.transaction(async (tx) => {
        const profile = await tx.profiles.findByUserIdForUpdate(due.userId);
        const purchase = await tx.purchases.findByIdForUpdate(due.id);
        if (!purchase || purchase.expiryNoticeAt !== null) return false;
        const mail = profile !== null && expiryNoticeDue(profile, purchase, now);
        await tx.purchases.update({ ...purchase, expiryNoticeAt: now, updatedAt: now });
        if (mail) await tx.mailer.send(planExpiredMail(profile, purchase));
        return mail;
      });
      if (mailed) notified++;
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0)
    throw new AggregateError(errors, `${errors.length} plan expiry notice(s) could not be handled.`);
  return { notified };
}
