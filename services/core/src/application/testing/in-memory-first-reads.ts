import type { FirstRead } from '../../domain/first-read/first-read.ts';
import type { FirstReadJob, FirstReadStore } from '../first-read/ports.ts';

const copy = <T>(value: T): T => structuredClone(value);

type Row = FirstRead & { tries: number; nextAttemptAt: Date; lastError: string | null };

export type InMemoryFirstReadStore = FirstReadStore & {
  snapshot(): () => void;
  lastError(attemptId: string): string | null;
};

/** The first_reads table in memory, with the same conditional writes and rolled back with the fake transaction. */
export function createInMemoryFirstReadStore(): InMemoryFirstReadStore {
  let rows = new Map<string, Row>();
  // The row the job holds at `job`'s try, still pending; the table's conditional update finds the same one.
  const held = (job: FirstReadJob) => {
    const row = rows.get(job.attemptId);
    return row && row.status === 'pending' && row.tries === job.tries ? row : null;
  };
  return {
    async add(entry, now) {
      if (rows.has(entry.attemptId)) return;
      rows.set(entry.attemptId, {
        ...entry,
        status: 'pending',
        flags: [],
        checkedAt: null,
        tries: 0,
        nextAttemptAt: now,
        lastError: null,
      });
    },
    async find(attemptId) {
      const row = rows.get(attemptId);
      if (!row) return null;
      const { tries: _tries, nextAttemptAt: _next, lastError: _error, ...firstRead } = copy(row);
      return firstRead;
    },
    async listDue(now, limit) {
      return [...rows.values()]
        .filter((row) => row.status === 'pending' && row.nextAttemptAt <= now)
        .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
        .slice(0, limit)
        .map((row) => ({ attemptId: row.attemptId, tries: row.tries }));
    },
    async claim(job, now, leaseUntil) {
      const row = held(job);
      if (!row || row.nextAttemptAt > now) return null;
      row.tries += 1;
      row.nextAttemptAt = leaseUntil;
      return { ...job, tries: row.tries };
    },
    async complete(job, flags, checkedAt) {
      const row = held(job);
      if (!row) return false;
      Object.assign(row, { status: 'ready', flags: copy(flags), checkedAt, lastError: null });
      return true;
    },
    async retryLater(job, error, retryAt) {
      const row = held(job);
      if (!row) return false;
      Object.assign(row, { lastError: error, nextAttemptAt: retryAt });
      return true;
    },
    async giveUp(job, error, at) {
      const row = held(job);
      if (!row) return false;
      Object.assign(row, { status: 'unavailable', lastError: error, checkedAt: at });
      return true;
    },
    lastError(attemptId) {
      return rows.get(attemptId)?.lastError ?? null;
    },
    snapshot() {
      const saved = new Map([...rows].map(([key, row]) => [key, copy(row)]));
      return () => {
        rows = saved;
      };
    },
  };
}
