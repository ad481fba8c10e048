import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { OutboxStore } from '../mail/outbox-store.ts';
import { OutboxMailSchema, toOutboxMessage } from './outbox-mail.entity.ts';

/** The outbox_mail table; on the request's or the transaction's EntityManager. */
export function createMikroOrmOutboxStore(em: () => EntityManager): OutboxStore {
  return {
    async add(message) {
      const row = { id: randomUUID(), ...message, createdAt: new Date(), sentAt: null };
      await em().insert(OutboxMailSchema, row);
      return toOutboxMessage(row);
    },
    async list(limit) {
      const rows = await em().find(OutboxMailSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
      return rows.map(toOutboxMessage);
    },
  };
}
