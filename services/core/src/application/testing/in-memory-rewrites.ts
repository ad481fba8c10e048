import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { RewriteRepository } from '../rewrite/ports.ts';

const copy = <T>(value: T): T => structuredClone(value);

export type InMemoryRewriteRepository = RewriteRepository & { snapshot(): () => void; all(): Rewrite[] };

/** Rewrites with the unique key on the original attempt and the version check, as the database has them. */
export function createInMemoryRewriteRepository(initial: Rewrite[] = []): InMemoryRewriteRepository {
  const rows = new Map<string, Rewrite>(initial.map((rewrite) => [rewrite.id, copy(rewrite)]));
  const awaiting = () =>
    [...rows.values()]
      .filter((row) => row.submittedAt !== null && row.recheckedAt === null)
      .sort((a, b) => (a.deadlineAt?.getTime() ?? 0) - (b.deadlineAt?.getTime() ?? 0));
  return {
    findById: async (id) => copy(rows.get(id) ?? null),
    findByOriginalAttemptId: async (attemptId) =>
      copy([...rows.values()].find((row) => row.originalAttemptId === attemptId) ?? null),
    listAwaitingRecheck: async (page) => {
      const items = awaiting();
      return { items: items.slice(page.offset, page.offset + page.limit).map(copy), total: items.length };
    },
    listOpen: async () => [...rows.values()].filter((row) => row.submittedAt === null).map(copy),
    listUnnotifiedRechecks: async () =>
      [...rows.values()].filter((row) => row.recheckedAt !== null && row.recheckNotifiedAt === null).map(copy),
    insert: async (rewrite) => {
      if (
        [...rows.values()].some((row) => row.id === rewrite.id || row.originalAttemptId === rewrite.originalAttemptId)
      ) {
        throw new DomainError('CONFLICT', 'ALREADY_EXISTS', 'This rewrite clashes with an existing one.');
      }
      rows.set(rewrite.id, copy(rewrite));
      return copy(rewrite);
    },
    update: async (rewrite) => {
      if (rows.get(rewrite.id)?.version !== rewrite.version) {
        throw new DomainError(
          'CONFLICT',
          'CONCURRENT_CHANGE',
          'This rewrite was changed by another request at the same time; please try again.',
        );
      }
      const stored = { ...copy(rewrite), version: rewrite.version + 1 };
      rows.set(rewrite.id, stored);
      return copy(stored);
    },
    all: () => [...rows.values()].map(copy),
    snapshot: () => {
      const saved = new Map([...rows].map(([key, value]) => [key, copy(value)]));
      return () => {
        rows.clear();
        for (const [key, value] of saved) rows.set(key, value);
      };
    },
  };
}
