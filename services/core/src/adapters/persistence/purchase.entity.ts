import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { examKeys } from '../../domain/exam/exam.ts';
import { gatewayKinds, type Purchase, purchaseStatuses } from '../../domain/payment/purchase.ts';
import { planKeys } from '../../domain/plan/plan.ts';

export const PurchaseSchema = defineEntity({
  name: 'PurchaseRow',
  tableName: 'purchases',
  properties: {
    id: p.string().primary(),
    userId: p.string(),
    exam: p.enum(examKeys),
    plan: p.enum(planKeys),
    amountUsd: p.integer(),
    currency: p.string().length(3),
    status: p.enum(purchaseStatuses),
    gateway: p.enum(gatewayKinds),
    // One purchase per provider payment: fulfilment is keyed on it, so a payment can never fulfil two purchases.
    providerPaymentId: p.string().nullable().unique(),
    receiptNumber: p.string().nullable(),
    failureMessage: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    succeededAt: p.datetime().nullable(),
    refundedAt: p.datetime().nullable(),
    planExpiresAt: p.datetime().nullable(),
    expiryNoticeAt: p.datetime().nullable(),
    version: p.integer().default(1),
  },
  indexes: [
    { properties: ['userId', 'createdAt'] },
    // The plan-expiry pass looks for succeeded purchases whose plan expired and whose notice is not handled.
    { properties: ['status', 'planExpiresAt'] },
  ],
  uniques: [
    // One open purchase per buyer, exam and plan (Migration20261127100000_simulated_payments): a second start, on
    // any replica, answers the open one instead of opening another.
    { name: 'purchases_one_open_per_plan', properties: ['userId', 'exam', 'plan'], where: "status = 'pending'" },
  ],
});

export type PurchaseRow = InferEntity<typeof PurchaseSchema>;

/** Row -> domain. */
export function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    userId: row.userId,
    exam: row.exam,
    plan: row.plan,
    amountUsd: row.amountUsd,
    currency: 'USD',
    status: row.status,
    gateway: row.gateway,
    providerPaymentId: row.providerPaymentId ?? null,
    receiptNumber: row.receiptNumber ?? null,
    failureMessage: row.failureMessage ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    succeededAt: row.succeededAt ?? null,
    refundedAt: row.refundedAt ?? null,
    planExpiresAt: row.planExpiresAt ?? null,
    expiryNoticeAt: row.expiryNoticeAt ?? null,
    version: row.version,
  };
}

/** Domain -> row data. */
export function toPurchaseRow(purchase: Purchase): PurchaseRow {
  return {
    id: purchase.id,
    userId: purchase.userId,
    exam: purchase.exam,
    plan: purchase.plan,
    amountUsd: purchase.amountUsd,
    currency: purchase.currency,
    status: purchase.status,
    gateway: purchase.gateway,
    providerPaymentId: purchase.providerPaymentId,
    receiptNumber: purchase.receiptNumber,
    failureMessage: purchase.failureMessage,
    createdAt: purchase.createdAt,
    updatedAt: purchase.updatedAt,
    succeededAt: purchase.succeededAt,
    refundedAt: purchase.refundedAt,
    planExpiresAt: purchase.planExpiresAt,
    expiryNoticeAt: purchase.expiryNoticeAt,
    version: purchase.version,
  };
}
