import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { OutboxMessage } from '../mail/outbox-store.ts';

export const OutboxMailSchema = defineEntity({
  name: 'OutboxMailRow',
  tableName: 'outbox_mail',
  properties: {
    id: p.string().primary(),
    to: p.string(),
    subject: p.text(),
    text: p.text(),
    createdAt: p.datetime().index(),
    sentAt: p.datetime().nullable(),
  },
});

export type OutboxMailRow = InferEntity<typeof OutboxMailSchema>;

/** Row -> the message the back office lists. */
export function toOutboxMessage(row: OutboxMailRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt,
    sentAt: row.sentAt ?? null,
  };
}
