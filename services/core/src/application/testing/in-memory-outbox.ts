import type { MailMessage, OutboxEntry, OutboxRelayStore } from '../mail/ports.ts';

export type InMemoryOutbox = OutboxRelayStore & {
  add(message: MailMessage): Promise<OutboxEntry>;
  rows: OutboxEntry[];
};

/** The outbox in memory, with the same conditional updates as the table (by id, pending and the try number). */
export function createInMemoryOutbox(clock: { now(): Date }): InMemoryOutbox {
  const rows: OutboxEntry[] = [];
  const atTry = (entry: OutboxEntry) =>
    rows.find((row) => row.id === entry.id && row.status === 'pending' && row.tries === entry.tries);
  const change = (entry: OutboxEntry, changes: Partial<OutboxEntry>) => {
    const row = atTry(entry);
    if (row) Object.assign(row, changes);
    return row !== undefined;
  };
  return {
    rows,
    async add(message) {
      const now = clock.now();
      const row: OutboxEntry = {
        ...message,
        id: `mail-${rows.length + 1}`,
        status: 'pending',
        tries: 0,
        lastError: null,
        sendId: null,
        createdAt: now,
        nextAttemptAt: now,
        sentAt: null,
      };
      rows.push(row);
      return { ...row };
    },
    async list(limit) {
      return rows
        .slice(-limit)
        .reverse()
        .map((row) => ({ ...row }));
    },
    async listDue(now, limit) {
      return rows
        .filter((row) => row.status === 'pending' && row.nextAttemptAt <= now)
        .slice(0, limit)
        .map((row) => ({ ...row }));
    },
    async claim(entry, { now, leaseUntil, newSendId }) {
      const row = atTry(entry);
      if (!row || row.nextAttemptAt > now) return null;
      Object.assign(row, { tries: row.tries + 1, sendId: row.sendId ?? newSendId, nextAttemptAt: leaseUntil });
      return { ...row };
    },
    async markSent(claimed, sentAt) {
      return change(claimed, { status: 'sent', sentAt, lastError: null });
    },
    async markRetry(claimed, error, nextAttemptAt) {
      return change(claimed, { lastError: error, nextAttemptAt });
    },
    async markFailed(claimed, error) {
      return change(claimed, { status: 'failed', lastError: error });
    },
  };
}
