import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from '../../application/payment/ports.ts';
import type { Clock } from '../../application/shared/ports.ts';
import {
  authenticationFailedMessage,
  declineMessage,
  meaningOfCard,
  unknownCardMessage,
} from './simulated-test-cards.ts';
import {
  type IntentLike,
  isPayable,
  outcomeOfIntent,
  stripeSignatureHeader,
  verifiedPaymentEvent,
} from './stripe-events.ts';

/** The answer of the simulated payment form's calls, as the browser reads it. */
export type SimulatedAnswer = { status: 'succeeded' | 'requires_action' | 'failed'; message?: string };

/** Hands a signed event to the platform's webhook handler (the same one Stripe calls). */
export type EventDelivery = (rawBody: string, signature: string) => Promise<void>;

export type SimulatedPaymentGateway = PaymentGateway & {
  /** Pays with a test card number; null when no payment has this client secret. */
  confirm(input: { clientSecret: string; cardNumber: string }): Promise<SimulatedAnswer | null>;
  /** Completes (or refuses) the extra confirmation step of 4000 0025 0000 3155; null for an unknown client secret. */
  authenticate(input: { clientSecret: string; approve: boolean }): Promise<SimulatedAnswer | null>;
  /** Where outcomes go as signed events; set by the HTTP server once its webhook route exists. */
  deliverEventsTo(delivery: EventDelivery): void;
};

type SimulatedIntent = IntentLike & {
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string } | null;
};

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * The simulated payment gateway of embedded mode: the PaymentGateway port in process, with no money and no network.
 * Its payments behave like Stripe's PaymentIntents for Stripe's test cards, and each outcome is delivered as an event
 * shaped and signed like Stripe's (with a secret of its own) to the same webhook handler, so fulfilment has one path
 * in both modes. Payments live in memory: after a restart an unpaid purchase is simply started again.
 */
export function createSimulatedPaymentGateway(options: {
  clock: Clock;
  webhookSecret: string;
  webhookToleranceSeconds: number;
  logger: { warn(message: string): void };
}): SimulatedPaymentGateway {
  const intents = new Map<string, SimulatedIntent>();
  const byPurchase = new Map<string, string>();
  let delivery: EventDelivery | null = null;

  const byClientSecret = (clientSecret: string): SimulatedIntent | null => {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const intent = intents.get(id);
    return intent && intent.client_secret === clientSecret ? intent : null;
  };

  const emit = async (intent: SimulatedIntent, type: 'payment_intent.succeeded' | 'payment_intent.payment_failed') => {
    if (!delivery) return;
    const now = options.clock.now();
    const rawBody = JSON.stringify({
      id: `evt_sim_${token(12)}`,
      object: 'event',
      type,
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
      data: { object: { ...intent, object: 'payment_intent' } },
    });
    try {
      await delivery(rawBody, stripeSignatureHeader(rawBody, options.webhookSecret, now));
    } catch (error) {
      // Like a lost Stripe webhook: the browser's return (confirmPurchase) asks the gateway and fulfils anyway.
      options.logger.warn(`simulated gateway: event ${type} for ${intent.id} was not delivered: ${String(error)}`);
    }
  };

  const succeed = async (intent: SimulatedIntent): Promise<SimulatedAnswer> => {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    await emit(intent, 'payment_intent.succeeded');
    return { status: 'succeeded' };
  };

  const fail = async (intent: SimulatedIntent, message: string, code: string): Promise<SimulatedAnswer> => {
    // As at Stripe, a failed attempt leaves the intent payable: the customer may retry with another card.
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { message, code };
    await emit(intent, 'payment_intent.payment_failed');
    return { status: 'failed', message };
  };

  return {
    kind: 'simulated',
    publishableKey: null,
    async createPayment(input) {
      const known = intents.get(byPurchase.get(input.purchaseId) ?? '');
      if (known) return { paymentId: known.id, clientSecret: known.client_secret };
      const id = `sim_pi_${token(12)}`;
      const intent: SimulatedIntent = {
        id,
        status: 'requires_payment_method',
        amount: input.amountCents,
        amount_received: 0,
        currency: input.currency,
        client_secret: `${id}_secret_${token(16)}`,
        metadata: { purchaseId: input.purchaseId, userId: input.userId, plan: input.plan, exam: input.exam },
        last_payment_error: null,
      };
      intents.set(id, intent);
      byPurchase.set(input.purchaseId, id);
      return { paymentId: id, clientSecret: intent.client_secret };
    },
    async retrievePayment(paymentId) {
      const intent = intents.get(paymentId);
      if (!intent) return null;
      return {
        paymentId: intent.id,
        clientSecret: intent.client_secret,
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
    async confirm({ clientSecret, cardNumber }) {
      const intent = byClientSecret(clientSecret);
      if (!intent) return null;
      // A second click after the payment went through: answered, never charged again.
      if (intent.status === 'succeeded') return { status: 'succeeded', message: 'This payment has already succeeded.' };
      switch (meaningOfCard(cardNumber)) {
        case 'succeeds':
          return succeed(intent);
        case 'declined':
          return fail(intent, declineMessage, 'card_declined');
        case 'requires_action':
          intent.status = 'requires_action';
          intent.last_payment_error = null;
          return { status: 'requires_action' };
        default:
          // A number the simulator does not know is a form error, not a payment attempt: no event.
          return { status: 'failed', message: unknownCardMessage };
      }
    },
    async authenticate({ clientSecret, approve }) {
      const intent = byClientSecret(clientSecret);
      if (!intent) return null;
      if (intent.status === 'succeeded') return { status: 'succeeded', message: 'This payment has already succeeded.' };
      if (intent.status !== 'requires_action') {
        return { status: 'failed', message: 'This payment is not waiting for a confirmation step.' };
      }
      return approve
        ? succeed(intent)
        : fail(intent, authenticationFailedMessage, 'payment_intent_authentication_failure');
    },
    deliverEventsTo(next) {
      delivery = next;
    },
  };
}
