import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { type SimulatedPayment, simulatedPaymentStatuses } from '../payments/simulated-payment-gateway.ts';

/**
 * The simulated gateway's payments (Migration20261127100000_simulated_payments): in the database, not in a process,
 * so a purchase started on one replica is paid on another and survives a restart. One payment per purchase.
 */
export const SimulatedPaymentSchema = defineEntity({
  name: 'SimulatedPaymentRow',
  tableName: 'simulated_payments',
  properties: {
    id: p.string().primary(),
    purchaseId: p.string().unique(),
    clientSecret: p.string(),
    status: p.enum(simulatedPaymentStatuses),
    amountCents: p.integer(),
    amountReceivedCents: p.integer().default(0),
    currency: p.string().length(3),
    metadata: p.json<Record<string, string>>(),
    lastErrorMessage: p.text().nullable(),
    lastErrorCode: p.string().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().default(1),
  },
});

export type SimulatedPaymentRow = InferEntity<typeof SimulatedPaymentSchema>;

/** Row -> the gateway's record. */
export function toSimulatedPayment(row: SimulatedPaymentRow): SimulatedPayment {
  return {
    id: row.id,
    purchaseId: row.purchaseId,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    amountReceivedCents: row.amountReceivedCents,
    currency: row.currency,
    metadata: row.metadata,
    lastError:
      row.lastErrorMessage != null ? { message: row.lastErrorMessage, code: row.lastErrorCode ?? 'unknown' } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

/** The gateway's record -> row data. */
export function toSimulatedPaymentRow(payment: SimulatedPayment): SimulatedPaymentRow {
  return {
    id: payment.id,
    purchaseId: payment.purchaseId,
    clientSecret: payment.clientSecret,
    status: payment.status,
    amountCents: payment.amountCents,
    amountReceivedCents: payment.amountReceivedCents,
    currency: payment.currency,
    metadata: payment.metadata,
    lastErrorMessage: payment.lastError?.message ?? null,
    lastErrorCode: payment.lastError?.code ?? null,
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
    version: payment.version,
  };
}
