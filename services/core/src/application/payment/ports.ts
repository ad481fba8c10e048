import type { ExamKey } from '../../domain/exam/exam.ts';
import type { GatewayKind, PaymentOutcome, Purchase } from '../../domain/payment/purchase.ts';
import type { PlanKey } from '../../domain/plan/plan.ts';

/**
 * Stores purchases. `update` is conditional on the version read (CONFLICT otherwise), and the provider's payment
 * id is unique, so one payment can never fulfil two purchases.
 */
export type PurchaseRepository = {
  findById(id: string): Promise<Purchase | null>;
  /** Inside a transaction: reads the purchase and holds concurrent writers of it back until the transaction ends. */
  findByIdForUpdate(id: string): Promise<Purchase | null>;
  findByProviderPaymentId(providerPaymentId: string): Promise<Purchase | null>;
  /** The user's purchases, newest first. */
  listByUser(userId: string): Promise<Purchase[]>;
  /** The user's newest unpaid (pending or failed) purchase of this exam and plan: a second start reuses it. */
  findUnpaid(userId: string, exam: ExamKey, plan: PlanKey): Promise<Purchase | null>;
  /** Succeeded purchases whose plan expired at or before `now` and whose expiry notice is not handled, oldest first. */
  listExpiryNoticesDue(now: Date, limit: number): Promise<Purchase[]>;
  insert(purchase: Purchase): Promise<Purchase>;
  /**
   * Stores a new pending purchase unless the buyer already has a pending one of its exam and plan (one open purchase
   * each, a unique key of the database); null then, and nothing is stored. A concurrent insert of the same kind
   * waits for the first one's transaction to end.
   */
  insertOpen(purchase: Purchase): Promise<Purchase | null>;
  /** Stores a change; CONFLICT when the stored version is no longer `purchase.version`. Returns the stored purchase. */
  update(purchase: Purchase): Promise<Purchase>;
};

/** A payment as the provider holds it. */
export type PaymentSnapshot = {
  paymentId: string;
  /** What the payment form needs to take the payment (Stripe's client secret). */
  clientSecret: string;
  /** False once the payment can no longer be paid (canceled, or already succeeded). */
  payable: boolean;
  outcome: PaymentOutcome;
};

/** A verified webhook event: an outcome for one payment, or an event type the platform does not act on. */
export type PaymentEvent =
  | { kind: 'outcome'; eventId: string; paymentId: string; outcome: PaymentOutcome }
  | { kind: 'ignored'; eventId: string; type: string };

/**
 * The payment provider: Stripe (full mode) or the simulated test gateway (embedded mode). It is the only source of
 * truth about money: a purchase changes only on what it reports (a signed event or a server-side retrieve).
 */
export type PaymentGateway = {
  kind: GatewayKind;
  /** What the browser needs to load the provider's payment form (Stripe's publishable key); null for the simulator. */
  publishableKey: string | null;
  /** Opens a payment for a purchase; the same purchase id always answers the same payment (idempotency key). */
  createPayment(input: {
    purchaseId: string;
    userId: string;
    exam: ExamKey;
    plan: PlanKey;
    amountCents: number;
    currency: 'usd';
    description: string;
  }): Promise<{ paymentId: string; clientSecret: string }>;
  /** Asks the provider where the payment stands; null when it does not know the payment. */
  retrievePayment(paymentId: string): Promise<PaymentSnapshot | null>;
  /**
   * Verifies a webhook's signature over its raw body and reads the event; BAD_USER_INPUT when the signature is
   * missing, does not match, or is older than the tolerance.
   */
  readWebhookEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
};
