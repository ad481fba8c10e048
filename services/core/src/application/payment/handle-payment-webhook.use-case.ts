import type { CoreDeps } from '../deps.ts';
import { recordPaymentOutcome } from './record-payment-outcome.ts';

export type WebhookResult = { eventId: string; result: 'succeeded' | 'failed' | 'refunded' | 'unchanged' | 'ignored' };

/**
 * Handles a webhook of the payment provider: verifies its signature over the raw body (BAD_USER_INPUT when missing,
 * wrong or too old) and records the outcome it reports (NOT_FOUND for a payment no purchase has). Events the
 * platform does not act on are acknowledged and ignored. Delivering the same event again changes nothing.
 */
export async function handlePaymentWebhook(
  deps: Pick<CoreDeps, 'payments' | 'purchases' | 'transaction'>,
  input: { rawBody: string; signature: string | undefined },
): Promise<WebhookResult> {
  const event = await deps.payments.readWebhookEvent(input.rawBody, input.signature);
  if (event.kind === 'ignored') return { eventId: event.eventId, result: 'ignored' };
  const { change } = await recordPaymentOutcome(deps, { paymentId: event.paymentId, outcome: event.outcome });
  return { eventId: event.eventId, result: change ?? 'unchanged' };
}
