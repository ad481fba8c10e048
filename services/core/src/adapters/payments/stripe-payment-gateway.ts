import Stripe from 'stripe';
import type { PaymentGateway } from '../../application/payment/ports.ts';
import type { Clock } from '../../application/shared/ports.ts';
import { isPayable, outcomeOfIntent, verifiedPaymentEvent } from './stripe-events.ts';

export type StripeGatewayOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  webhookToleranceSeconds: number;
  timeoutMs: number;
  maxNetworkRetries: number;
  /** Another API address than Stripe's (a local fake in tests, stripe-mock); null for api.stripe.com. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  clock: Clock;
};

/**
 * The PaymentGateway on Stripe (full mode): a PaymentIntent per purchase with automatic payment methods, created
 * with the purchase id as idempotency key and the purchase's ids in its metadata; webhooks verified with the
 * endpoint's signing secret.
 */
export function createStripePaymentGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    timeout: options.timeoutMs,
    maxNetworkRetries: options.maxNetworkRetries,
    telemetry: false,
    ...(options.api ?? {}),
  });
  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    async createPayment(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: { purchaseId: input.purchaseId, userId: input.userId, plan: input.plan, exam: input.exam },
        },
        // A retried request (a network error, a second server) gets the same intent back, never a second charge.
        { idempotencyKey: `purchase-${input.purchaseId}` },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret.`);
      return { paymentId: intent.id, clientSecret: intent.client_secret };
    },
    async retrievePayment(paymentId) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(paymentId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
      return {
        paymentId: intent.id,
        clientSecret: intent.client_secret ?? '',
        payable: isPayable(intent),
        outcome: outcomeOfIntent(intent),
      };
    },
    async readWebhookEvent(rawBody, signature) {
      return verifiedPaymentEvent({
        rawBody,
        signature,
        secret: options.webhookSecret,
        toleranceSeconds: options.webhookToleranceSeconds,
        receivedAt: options.clock.now(),
      });
    },
  };
}
