import type { PaymentOutcome, Purchase } from '../../domain/payment/purchase.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { PaymentEvent, PaymentGateway, PaymentSnapshot, PurchaseRepository } from '../payment/ports.ts';

// Fakes of the payment ports for unit tests: purchases with the database's unique keys and version checks, and a
// gateway whose payments the test settles by hand and whose webhooks it signs with a fake signature.

const copy = <T>(value: T): T => structuredClone(value);

export type InMemoryPurchaseRepository = PurchaseRepository & { all(): Purchase[]; snapshot(): () => void };

/** Purchases keyed by id; the provider's payment id is unique, like the unique index. */
export function createInMemoryPurchaseRepository(initial: Purchase[] = []): InMemoryPurchaseRepository {
  const rows = new Map<string, Purchase>(initial.map((purchase) => [purchase.id, copy(purchase)]));
  const newestFirst = (a: Purchase, b: Purchase) => b.createdAt.getTime() - a.createdAt.getTime();
  const requireUniquePayment = (purchase: Purchase) => {
    const clash = [...rows.values()].find(
      (row) =>
        row.id !== purchase.id &&
        purchase.providerPaymentId !== null &&
        row.providerPaymentId === purchase.providerPaymentId,
    );
    if (clash) throw new DomainError('CONFLICT', 'ALREADY_EXISTS', 'This purchase clashes with an existing one.');
  };
  return {
    findById: async (id) => copy(rows.get(id) ?? null),
    // The fake transaction runs one at a time, which holds every row as a lock would.
    findByIdForUpdate: async (id) => copy(rows.get(id) ?? null),
    findByProviderPaymentId: async (paymentId) =>
      copy([...rows.values()].find((row) => row.providerPaymentId === paymentId) ?? null),
    listByUser: async (userId) =>
      [...rows.values()]
        .filter((row) => row.userId === userId)
        .sort(newestFirst)
        .map(copy),
    findUnpaid: async (userId, exam, plan) =>
      copy(
        [...rows.values()]
          .filter(
            (row) =>
              row.userId === userId &&
              row.exam === exam &&
              row.plan === plan &&
              (row.status === 'pending' || row.status === 'failed'),
          )
          .sort(newestFirst)[0] ?? null,
      ),
    listExpiryNoticesDue: async (now, limit) =>
      [...rows.values()]
        .filter(
          (row) =>
            row.status === 'succeeded' &&
            row.expiryNoticeAt === null &&
            row.planExpiresAt !== null &&
            row.planExpiresAt.getTime() <= now.getTime(),
        )
        .sort((a, b) => (a.planExpiresAt?.getTime() ?? 0) - (b.planExpiresAt?.getTime() ?? 0))
        .slice(0, limit)
        .map(copy),
    insert: async (purchase) => {
      if (rows.has(purchase.id)) throw new Error(`duplicate key: purchase ${purchase.id} exists`);
      requireUniquePayment(purchase);
      rows.set(purchase.id, copy(purchase));
      return copy(purchase);
    },
    insertOpen: async (purchase) => {
      const open = [...rows.values()].some(
        (row) =>
          row.status === 'pending' &&
          row.userId === purchase.userId &&
          row.exam === purchase.exam &&
          row.plan === purchase.plan,
      );
      if (open) return null;
      if (rows.has(purchase.id)) throw new Error(`duplicate key: purchase ${purchase.id} exists`);
      requireUniquePayment(purchase);
      rows.set(purchase.id, copy(purchase));
      return copy(purchase);
    },
    update: async (purchase) => {
      if (rows.get(purchase.id)?.version !== purchase.version) {
        throw new DomainError(
          'CONFLICT',
          'CONCURRENT_CHANGE',
          'This purchase was changed by another request at the same time; please try again.',
        );
      }
      requireUniquePayment(purchase);
      const stored = { ...copy(purchase), version: purchase.version + 1 };
      rows.set(purchase.id, stored);
      return copy(stored);
    },
    all: () => [...rows.values()].map(copy),
    snapshot: () => {
      const saved = new Map([...rows].map(([key, value]) => [key, copy(value)]));
      return () => {
        rows.clear();
        for (const [key, value] of saved) rows.set(key, value);
      };
    },
  };
}

type FakePayment = {
  id: string;
  clientSecret: string;
  amountCents: number;
  metadata: Record<string, string>;
  outcome: PaymentOutcome;
  canceled: boolean;
};

export type FakePaymentGateway = PaymentGateway & {
  /** Every payment created, in order. */
  payments(): FakePayment[];
  /** The customer paid, was declined, or the provider refunded: what retrieve answers from now on. */
  settle(paymentId: string, outcome: PaymentOutcome): void;
  /** The provider canceled the payment: it can no longer be paid. */
  cancel(paymentId: string): void;
  /** A webhook body and its valid signature reporting `outcome` for the payment. */
  signedEvent(paymentId: string, outcome: PaymentOutcome): { rawBody: string; signature: string };
  /** How many retrieves the provider answered (a lost webhook is covered by one). */
  retrieves(): number;
};

/** A keyed hash of the whole body (FNV-1a over key + body), standing in for the provider's HMAC. */
function fakeSignature(rawBody: string): string {
  let hash = 0x811c9dc5;
  for (const char of `fake-webhook-secret.${rawBody}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `fake-signature:${hash.toString(16)}`;
}

/** A gateway in memory: payments start pending, the test settles them; the same idempotency key, the same payment. */
export function createFakePaymentGateway(kind: PaymentGateway['kind'] = 'simulated'): FakePaymentGateway {
  const payments = new Map<string, FakePayment>();
  const byPurchase = new Map<string, string>();
  let events = 0;
  let retrieveCount = 0;
  const snapshotOf = (payment: FakePayment): PaymentSnapshot => ({
    paymentId: payment.id,
    clientSecret: payment.clientSecret,
    payable: !payment.canceled && (payment.outcome.status === 'pending' || payment.outcome.status === 'failed'),
    outcome: copy(payment.outcome),
  });
  return {
    kind,
    publishableKey: kind === 'stripe' ? 'pk_test_fake' : null,
    createPayment: async (input) => {
      const existing = byPurchase.get(input.purchaseId);
      const known = existing ? payments.get(existing) : undefined;
      if (known) return { paymentId: known.id, clientSecret: known.clientSecret };
      const id = `pay_${payments.size + 1}`;
      const payment: FakePayment = {
        id,
        clientSecret: `${id}_secret_fake`,
        amountCents: input.amountCents,
        metadata: { purchaseId: input.purchaseId, userId: input.userId, plan: input.plan, exam: input.exam },
        outcome: { status: 'pending' },
        canceled: false,
      };
      payments.set(id, payment);
      byPurchase.set(input.purchaseId, id);
      return { paymentId: id, clientSecret: payment.clientSecret };
    },
    retrievePayment: async (paymentId) => {
      retrieveCount++;
      const payment = payments.get(paymentId);
      return payment ? snapshotOf(payment) : null;
    },
    readWebhookEvent: async (rawBody, signature): Promise<PaymentEvent> => {
      if (!signature || signature !== fakeSignature(rawBody)) {
        throw new DomainError(
          'BAD_USER_INPUT',
          'SIGNATURE_INVALID',
          'The webhook signature is missing or does not match.',
        );
      }
      const event = JSON.parse(rawBody) as { id: string; paymentId: string; outcome: PaymentOutcome };
      return { kind: 'outcome', eventId: event.id, paymentId: event.paymentId, outcome: event.outcome };
    },
    payments: () => [...payments.values()].map(copy),
    settle: (paymentId, outcome) => {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`No fake payment ${paymentId}`);
      payment.outcome = copy(outcome);
    },
    cancel: (paymentId) => {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`No fake payment ${paymentId}`);
      payment.canceled = true;
      payment.outcome = { status: 'failed', message: 'The payment was canceled.' };
    },
    signedEvent: (paymentId, outcome) => {
      const rawBody = JSON.stringify({ id: `evt_${++events}`, paymentId, outcome });
      return { rawBody, signature: fakeSignature(rawBody) };
    },
    retrieves: () => retrieveCount,
  };
}

/** A succeeded outcome paying `amountUsd` in US dollars. */
export const paidUsd = (amountUsd: number): PaymentOutcome => ({
  status: 'succeeded',
  amountCents: amountUsd * 100,
  currency: 'usd',
});
