import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { OutboxStore } from '../mail/outbox-store.ts';
import { OutboxMailSchema, toOutboxMessage } from './outbox-mail.entity.ts';

/** The outbox_mail table; each call forks its own EntityManager. */
export function createMikroOrmOutboxStore(orm: MikroORM): OutboxStore {
  return {
    async add(message) {
      const row = { id: randomUUID(), ...message, createdAt: new Date(), sentAt: null };
      await orm.em.fork().insert(OutboxMailSchema, row);
      return toOutboxMessage(row);
    },
    async list(limit) {
      const rows = await orm.em
        .fork()
        .find(OutboxMailSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
      return rows.map(toOutboxMessage);
    },
  };
}
