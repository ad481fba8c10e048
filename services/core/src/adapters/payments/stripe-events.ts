import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentEvent } from '../../application/payment/ports.ts';
import type { PaymentOutcome } from '../../domain/payment/purchase.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

// Stripe's shapes, shared by both gateways: the simulated gateway emits events shaped and signed like Stripe's, so
// one parser and one webhook handler serve both modes.

/** The fields of a PaymentIntent this platform reads. */
export type IntentLike = {
  id: string;
  status: string;
  amount: number;
  amount_received?: number | null;
  currency: string;
  client_secret?: string | null;
  last_payment_error?: { message?: string | null } | null;
};

/** What a PaymentIntent says about the money: succeeded, failed (with the provider's message) or still pending. */
export function outcomeOfIntent(intent: IntentLike): PaymentOutcome {
  if (intent.status === 'succeeded') {
    return { status: 'succeeded', amountCents: intent.amount_received || intent.amount, currency: intent.currency };
  }
  if (intent.status === 'canceled') return { status: 'failed', message: 'The payment was canceled.' };
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    return { status: 'failed', message: intent.last_payment_error.message || 'The payment failed.' };
  }
  return { status: 'pending' };
}

/** Whether the intent can still be paid (a declined card may be retried on the same intent). */
export function isPayable(intent: Pick<IntentLike, 'status'>): boolean {
  return intent.status !== 'succeeded' && intent.status !== 'canceled';
}

type StripeEventLike = { id: string; type: string; data: { object: Record<string, unknown> } };

/** The platform's reading of a verified Stripe event. */
export function paymentEventOf(event: StripeEventLike): PaymentEvent {
  const object = event.data.object;
  const ignored: PaymentEvent = { kind: 'ignored', eventId: event.id, type: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = object as unknown as IntentLike;
      if (typeof intent.id !== 'string') return ignored;
      let outcome = outcomeOfIntent(intent);
      if (event.type === 'payment_intent.payment_failed' && outcome.status !== 'failed') {
        outcome = { status: 'failed', message: 'The payment failed.' };
      }
      return { kind: 'outcome', eventId: event.id, paymentId: intent.id, outcome };
    }
    case 'charge.refunded': {
      // Only a full refund takes the plan back; a partial one (a goodwill gesture) leaves the purchase as it is.
      const intent = object.payment_intent;
      const paymentId = typeof intent === 'string' ? intent : (intent as { id?: unknown } | null)?.id;
      if (object.refunded !== true || typeof paymentId !== 'string') return ignored;
      return { kind: 'outcome', eventId: event.id, paymentId, outcome: { status: 'refunded' } };
    }
    default:
      return ignored;
  }
}

/** The `t=` of a Stripe-Signature header (unix seconds), or null when it has none or several. */
function signedAtSeconds(signature: string): number | null {
  const stamps = signature
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('t='))
    .map((part) => part.slice(2));
  return stamps.length === 1 && /^\d{1,12}$/.test(stamps[0] as string) ? Number(stamps[0]) : null;
}

/**
 * Verifies a webhook with Stripe's own check (HMAC-SHA256 of "timestamp.body") and reads it. The timestamp must lie
 * within `toleranceSeconds` of `receivedAt` on either side: Stripe's check bounds only its age, and a signature dated
 * ahead would stay replayable for as long as it is ahead. BAD_USER_INPUT, changing nothing, when the signature is
 * missing, wrong, too old or too far ahead.
 */
export function verifiedPaymentEvent(input: {
  rawBody: string;
  signature: string | undefined;
  secret: string;
  toleranceSeconds: number;
  receivedAt: Date;
}): PaymentEvent {
  if (!input.signature)
    throw new DomainError('BAD_USER_INPUT', 'SIGNATURE_INVALID', 'The webhook has no Stripe-Signature header.');
  let event: StripeEventLike;
  try {
    event = Stripe.webhooks.constructEvent(
      input.rawBody,
      input.signature,
      input.secret,
      input.toleranceSeconds,
      undefined,
      input.receivedAt.getTime(),
    ) as unknown as StripeEventLike;
  } catch {
    throw new DomainError(
      'BAD_USER_INPUT',
      'SIGNATURE_INVALID',
      'The webhook signature does not match, or its timestamp is too old: the event was ignored.',
    );
  }
  const signedAt = signedAtSeconds(input.signature);
  if (signedAt === null || signedAt - Math.floor(input.receivedAt.getTime() / 1000) > input.toleranceSeconds) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'SIGNATURE_INVALID',
      `The webhook signature's timestamp is more than ${input.toleranceSeconds} seconds ahead of the server's time: the event was ignored.`,
    );
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object') {
    throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', 'The webhook body is not a payment event.');
  }
  return paymentEventOf(event);
}

/** The Stripe-Signature header for a body, as Stripe computes it (the simulated gateway signs its events so). */
export function stripeSignatureHeader(rawBody: string, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
