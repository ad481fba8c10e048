import type { ExamKey } from '../exam/exam.ts';
import type { PlanKey } from '../plan/plan.ts';

export const purchaseStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** Stripe (full mode) or the simulated test gateway (embedded mode, no money). */
export const gatewayKinds = ['stripe', 'simulated'] as const;
export type GatewayKind = (typeof gatewayKinds)[number];

/** A plan bought for one exam. The price is the server's, from the plan catalogue, never the client's. */
export type Purchase = {
  id: string;
  /** The identity provider's uid of the buyer. */
  userId: string;
  exam: ExamKey;
  plan: PlanKey;
  /** What is charged, in whole US dollars. */
  amountUsd: number;
  currency: 'USD';
  status: PurchaseStatus;
  gateway: GatewayKind;
  /** The provider's payment id (Stripe's PaymentIntent id); unique: one purchase per payment. */
  providerPaymentId: string | null;
  /** Set once the payment succeeded. */
  receiptNumber: string | null;
  /** The provider's message of the last failed payment attempt (e.g. a declined card). */
  failureMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  succeededAt: Date | null;
  refundedAt: Date | null;
  /** When the plan this purchase put on the profile expires; null while unpaid, or when it was not applied. */
  planExpiresAt: Date | null;
  /** When the plan-expired notice for this purchase was handled (mailed, or skipped as superseded). */
  expiryNoticeAt: Date | null;
  /** Incremented by every stored change; a write based on an older version is refused (concurrent requests). */
  version: number;
};

/** What the payment provider says about a payment, from a signed event or a server-side retrieve. */
export type PaymentOutcome =
  | { status: 'succeeded'; amountCents: number; currency: string }
  | { status: 'failed'; message: string }
  | { status: 'refunded' }
  | { status: 'pending' };
