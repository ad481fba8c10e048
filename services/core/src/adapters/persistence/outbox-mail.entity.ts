import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { type OutboxEntry, outboxStatuses } from '../../application/mail/ports.ts';

export const OutboxMailSchema = defineEntity({
  name: 'OutboxMailRow',
  tableName: 'outbox_mail',
  indexes: [{ properties: ['status', 'nextAttemptAt'] }],
  properties: {
    id: p.string().primary(),
    to: p.string(),
    subject: p.text(),
    text: p.text(),
    html: p.text().nullable(),
    status: p.enum(outboxStatuses).default('pending'),
    tries: p.integer().default(0),
    lastError: p.text().nullable(),
    sendId: p.string().nullable(),
    createdAt: p.datetime().index(),
    nextAttemptAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    traceParent: p.text().nullable(),
  },
});

export type OutboxMailRow = InferEntity<typeof OutboxMailSchema>;

/** Row -> the entry the relay and the back office read. */
export function toOutboxEntry(row: OutboxMailRow): OutboxEntry {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    status: row.status,
    tries: row.tries,
    lastError: row.lastError ?? null,
    sendId: row.sendId ?? null,
    createdAt: row.createdAt,
    nextAttemptAt: row.nextAttemptAt,
    sentAt: row.sentAt ?? null,
    ...(row.traceParent ? { trace: row.traceParent } : {}),
  };
}
