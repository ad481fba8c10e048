import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { OutboxStore } from '../mail/outbox-store.ts';
import { traceCarrier } from '../tracing/trace-context.ts';
import { runBound } from './bound-statements.ts';
import { OutboxMailSchema, toOutboxEntry } from './outbox-mail.entity.ts';

/**
 * The outbox_mail table; on the request's or the transaction's EntityManager. The relay's writes are conditional
 * updates on (id, status pending, tries) checked by row count: of two relays claiming the same row, one wins.
 */
export function createMikroOrmOutboxStore(em: () => EntityManager): OutboxStore {
  const atTry = (entry: { id: string; tries: number }) => ({
    id: entry.id,
    status: 'pending' as const,
    tries: entry.tries,
  });
  return {
    async add(message) {
      const now = new Date();
      const row = {
        id: randomUUID(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        status: 'pending' as const,
        tries: 0,
        lastError: null,
        sendId: null,
        createdAt: now,
        nextAttemptAt: now,
        sentAt: null,
        // The request's or job's trace, for the relay's send to continue.
        traceParent: traceCarrier().traceparent ?? null,
      };
      // Bound, not through the ORM: a mail's text and HTML are kilobytes, and every release queues one.
      await runBound(
        em(),
        `insert into outbox_mail (id, "to", subject, text, html, status, tries, created_at, next_attempt_at, trace_parent)
         values (?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
        [row.id, row.to, row.subject, row.text, row.html, row.createdAt, row.nextAttemptAt, row.traceParent],
      );
      return toOutboxEntry(row);
    },
    async list(limit) {
      const rows = await em().find(OutboxMailSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
      return rows.map(toOutboxEntry);
    },
    async listDue(now, limit) {
      const rows = await em().find(
        OutboxMailSchema,
        { status: 'pending', nextAttemptAt: { $lte: now } },
        { orderBy: { createdAt: 'asc', id: 'asc' }, limit },
      );
      return rows.map(toOutboxEntry);
    },
    async claim(entry, { now, leaseUntil, newSendId }) {
      const sendId = entry.sendId ?? newSendId;
      const changes = { tries: entry.tries + 1, sendId, nextAttemptAt: leaseUntil };
      const count = await em().nativeUpdate(
        OutboxMailSchema,
        { ...atTry(entry), nextAttemptAt: { $lte: now } },
        changes,
      );
      return count === 1 ? { ...entry, ...changes } : null;
    },
    async markSent(claimed, sentAt) {
      const count = await em().nativeUpdate(OutboxMailSchema, atTry(claimed), {
        status: 'sent',
        sentAt,
        lastError: null,
      });
      return count === 1;
    },
    async markRetry(claimed, error, nextAttemptAt) {
      const count = await em().nativeUpdate(OutboxMailSchema, atTry(claimed), { lastError: error, nextAttemptAt });
      return count === 1;
    },
    async markFailed(claimed, error) {
      const count = await em().nativeUpdate(OutboxMailSchema, atTry(claimed), { status: 'failed', lastError: error });
      return count === 1;
    },
  };
}
