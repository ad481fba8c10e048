import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Clock, IdGenerator } from '../shared/ports.ts';

// What every in-memory fake shares: copies, pages, version checks, snapshots for the fake transaction, a clock and ids.

export type Page = { limit: number; offset: number };

export const copy = <T>(value: T): T => structuredClone(value);

export function paginate<T>(items: T[], page: Page): { items: T[]; total: number } {
  return { items: items.slice(page.offset, page.offset + page.limit).map(copy), total: items.length };
}

/** A clock the test moves by hand. */
export type SettableClock = Clock & {
  set(date: Date | string): void;
  advanceSeconds(seconds: number): void;
  advanceMinutes(minutes: number): void;
};

/** A clock starting at `start` (default 2025-06-01 09:00 UTC) that only moves when told. */
export function createSettableClock(start: Date | string = '2025-06-01T09:00:00.000Z'): SettableClock {
  let current = new Date(start);
  return {
    now: () => new Date(current.getTime()),
    set: (date) => {
      current = new Date(date);
    },
    advanceSeconds: (seconds) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
    advanceMinutes: (minutes) => {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/** Ids 'id-1', 'id-2', ... */
export function createSequentialIds(prefix = 'id'): IdGenerator {
  let next = 0;
  return { newId: () => `${prefix}-${++next}` };
}

/** A store the fake transaction can roll back: `snapshot()` returns a function restoring the current contents. */
export type Restorable = { snapshot(): () => void };

export function snapshotOf<K, V>(rows: Map<K, V>): () => void {
  const saved = new Map([...rows].map(([key, value]) => [key, copy(value)]));
  return () => {
    rows.clear();
    for (const [key, value] of saved) rows.set(key, value);
  };
}

export function requireVersion(stored: { version: number } | undefined, expected: number, what: string): void {
  if (stored?.version !== expected) {
    throw new DomainError(
      'CONFLICT',
      'CONCURRENT_CHANGE',
      `This ${what} was changed by another request at the same time; please try again.`,
    );
  }
}

/**
 * Transactions over the fakes: one at a time (as row locks would serialise writers of one attempt), and on an
 * error every store is restored to what it held before.
 */
export function createInMemoryTransactions(stores: Restorable[]): <T>(work: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = queue.then(async () => {
      const restores = stores.map((store) => store.snapshot());
      try {
        return await work();
      } catch (error) {
        for (const restore of restores) restore();
        throw error;
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}
