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
  /**
   * The same gateway on another store: the one of a transaction, so a payment opened while a purchase is written is
   * stored in the same transaction (and PGlite's one connection is never asked for twice).
   */
  within(store: SimulatedPaymentStore): PaymentGateway;
};

export const simulatedPaymentStatuses = ['requires_payment_method', 'requires_action', 'succeeded'] as const;

/** A simulated payment as stored: the fields of a Stripe PaymentIntent the simulator plays, and a version. */
export type SimulatedPayment = {
  id: string;
  purchaseId: string;
  clientSecret: string;
  status: (typeof simulatedPaymentStatuses)[number];
  amountCents: number;
  amountReceivedCents: number;
  currency: string;
  metadata: Record<string, string>;
  lastError: { message: string; code: string } | null;
  createdAt: Date;
  updatedAt: Date;
  /** Incremented by every stored change; a change based on an older version is not stored. */
  version: number;
};

/** Where the simulated payments live: the database, so every replica sees the same payments (and a restart too). */
export type SimulatedPaymentStore = {
  /** Stores a payment unless its purchase has one; answers the purchase's payment either way. */
  insertOnce(payment: SimulatedPayment): Promise<SimulatedPayment>;
  findById(id: string): Promise<SimulatedPayment | null>;
  /** Stores a change when the stored version is still `payment.version`; false when another change came first. */
  update(payment: SimulatedPayment): Promise<boolean>;
};

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** The payment as Stripe would show the PaymentIntent (in events and to the outcome readers). */
function intentOf(payment: SimulatedPayment): IntentLike & Record<string, unknown> {
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amountCents,
    amount_received: payment.amountReceivedCents,
    currency: payment.currency,
    client_secret: payment.clientSecret,
    metadata: payment.metadata,
    last_payment_error: payment.lastError,
  };
}

/** What one card form call decides on the payment as read: an answer, with the change and event it makes if any. */
type Step = {
  answer: SimulatedAnswer;
  change?: Pick<SimulatedPayment, 'status' | 'amountReceivedCents' | 'lastError'>;
  event?: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
};

const alreadySucceeded: Step = { answer: { status: 'succeeded', message: 'This payment has already succeeded.' } };
// A change lost to a concurrent one (a double click, a second replica) is decided again on what that one stored.
const maxAttempts = 5;

/**
 * The simulated payment gateway of embedded mode: the PaymentGateway port with no money and no network. Its payments
 * behave like Stripe's PaymentIntents for Stripe's test cards, and each outcome is delivered as an event shaped and
 * signed like Stripe's (with a secret of its own) to the same webhook handler, so fulfilment has one path in both
 * modes. Payments live in `store` (the database): a purchase started on one replica can be paid on another, and an
 * unpaid purchase survives a restart. A change is stored only on the version read, so a payment succeeds (and its
 * event is sent) once however many card form calls race.
 */
export function createSimulatedPaymentGateway(options: {
  clock: Clock;
  webhookSecret: string;
  webhookToleranceSeconds: number;
  logger: { warn(message: string): void };
  store: SimulatedPaymentStore;
}): SimulatedPaymentGateway {
  let delivery: EventDelivery | null = null;

  const byClientSecret = async (store: SimulatedPaymentStore, clientSecret: string) => {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const payment = id ? await store.findById(id) : null;
    return payment && payment.clientSecret === clientSecret ? payment : null;
  };

  const emit = async (payment: SimulatedPayment, type: NonNullable<Step['event']>) => {
    if (!delivery) return;
    const now = options.clock.now();
    const rawBody = JSON.stringify({
      id: `evt_sim_${token(12)}`,
      object: 'event',
      type,
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
      data: { object: { ...intentOf(payment), object: 'payment_intent' } },
    });
    try {
      await delivery(rawBody, stripeSignatureHeader(rawBody, options.webhookSecret, now));
    } catch (error) {
      // Like a lost Stripe webhook: the browser's return (confirmPurchase) asks the gateway and fulfils anyway.
      options.logger.warn(`simulated gateway: event ${type} for ${payment.id} was not delivered: ${String(error)}`);
    }
  };

  /** Reads the payment, decides, stores the change on the version read (again on a lost race), then sends the event. */
  const act = async (clientSecret: string, decide: (payment: SimulatedPayment) => Step) => {
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const payment = await byClientSecret(options.store, clientSecret);
      if (!payment) return null;
      const step = payment.status === 'succeeded' ? alreadySucceeded : decide(payment);
      if (!step.change) return step.answer;
      const changed: SimulatedPayment = { ...payment, ...step.change, updatedAt: options.clock.now() };
      if (!(await options.store.update(changed))) continue;
      if (step.event) await emit({ ...changed, version: payment.version + 1 }, step.event);
      return step.answer;
    }
    return {
      status: 'failed',
      message: 'This payment is being changed by another request; please try again.',
    } as const;
  };

  const succeeds = (payment: SimulatedPayment): Step => ({
    answer: { status: 'succeeded' },
    change: { status: 'succeeded', amountReceivedCents: payment.amountCents, lastError: null },
    event: 'payment_intent.succeeded',
  });
  // As at Stripe, a failed attempt leaves the payment payable: the customer may retry with another card.
  const fails = (payment: SimulatedPayment, message: string, code: string): Step => ({
    answer: { status: 'failed', message },
    change: {
      status: 'requires_payment_method',
      amountReceivedCents: payment.amountReceivedCents,
      lastError: { message, code },
    },
    event: 'payment_intent.payment_failed',
  });

  const on = (store: SimulatedPaymentStore): PaymentGateway => ({
    kind: 'simulated',
    publishableKey: null,
    async createPayment(input) {
      const now = options.clock.now();
      const id = `sim_pi_${token(12)}`;
      // The purchase id is the idempotency key, as at Stripe: the same purchase always answers the same payment.
      const stored = await store.insertOnce({
        id,
        purchaseId: input.purchaseId,
        clientSecret: `${id}_secret_${token(16)}`,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        amountReceivedCents: 0,
        currency: input.currency,
        metadata: { purchaseId: input.purchaseId, userId: input.userId, plan: input.plan, exam: input.exam },
        lastError: null,
        createdAt: now,
        updatedAt: now,
        version: 1,
      });
      return { paymentId: stored.id, clientSecret: stored.clientSecret };
    },
    async retrievePayment(paymentId) {
      const payment = await store.findById(paymentId);
      if (!payment) return null;
      const intent = intentOf(payment);
      return {
        paymentId: payment.id,
        clientSecret: payment.clientSecret,
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
  });

  return {
    ...on(options.store),
    within: on,
    confirm({ clientSecret, cardNumber }) {
      return act(clientSecret, (payment): Step => {
        switch (meaningOfCard(cardNumber)) {
          case 'succeeds':
            return succeeds(payment);
          case 'declined':
            return fails(payment, declineMessage, 'card_declined');
          case 'requires_action':
            return {
              answer: { status: 'requires_action' },
              change: { status: 'requires_action', amountReceivedCents: payment.amountReceivedCents, lastError: null },
            };
          default:
            // A number the simulator does not know is a form error, not a payment attempt: no event.
            return { answer: { status: 'failed', message: unknownCardMessage } };
        }
      });
    },
    authenticate({ clientSecret, approve }) {
      return act(clientSecret, (payment): Step => {
        if (payment.status !== 'requires_action') {
          return { answer: { status: 'failed', message: 'This payment is not waiting for a confirmation step.' } };
        }
        return approve
          ? succeeds(payment)
          : fails(payment, authenticationFailedMessage, 'payment_intent_authentication_failure');
      });
    },
    deliverEventsTo(next) {
      delivery = next;
    },
  };
}
