import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { SecondMarking } from '../../domain/evaluation/second-marking.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SecondMarkingStore } from '../evaluation/second-marking-ports.ts';

const copy = <T>(value: T): T => structuredClone(value);

export type InMemorySecondMarkingStore = SecondMarkingStore & { snapshot(): () => void; all(): SecondMarking[] };

/** The second markings in memory, with the version check and the rollback of the fake transaction. */
export function createInMemorySecondMarkingStore(tables: {
  attempts: () => Attempt[];
  evaluations: () => Evaluation[];
  profiles: () => Profile[];
}): InMemorySecondMarkingStore {
  let rows = new Map<string, SecondMarking>();
  const firstOf = (attemptId: string) => tables.evaluations().find((e) => e.attemptId === attemptId) ?? null;
  return {
    async draw(marking) {
      if (!rows.has(marking.attemptId)) rows.set(marking.attemptId, copy(marking));
    },
    async find(attemptId) {
      const row = rows.get(attemptId);
      return row ? copy(row) : null;
    },
    async findMany(attemptIds) {
      return attemptIds.flatMap((id) => (rows.has(id) ? [copy(rows.get(id) as SecondMarking)] : []));
    },
    async findForUpdate(attemptId) {
      const row = rows.get(attemptId);
      return row ? copy(row) : null;
    },
    async update(marking) {
      const stored = rows.get(marking.attemptId);
      if (!stored || stored.version !== marking.version) {
        throw new DomainError(
          'CONFLICT',
          'CONCURRENT_CHANGE',
          'This second marking was changed by another request at the same time.',
        );
      }
      const next = { ...copy(marking), version: marking.version + 1 };
      rows.set(marking.attemptId, next);
      return copy(next);
    },
    async openPage(page, query) {
      const open = [...rows.values()]
        .filter((row) => row.publishedAt === null)
        .filter((row) => {
          const first = firstOf(row.attemptId);
          return first?.publishedAt && first.tutorId !== query.viewerId;
        })
        .sort((a, b) => a.sampledAt.getTime() - b.sampledAt.getTime());
      const items = open.slice(page.offset, page.offset + page.limit).map((marking) => {
        const attempt = tables.attempts().find((a) => a.id === marking.attemptId) as Attempt;
        const candidate = tables.profiles().find((p) => p.userId === attempt.userId);
        const holder = tables.profiles().find((p) => p.id === marking.claimedBy);
        return {
          marking: copy(marking),
          attempt,
          candidateName: candidate?.fullName ?? '',
          claimedByName: holder?.fullName ?? null,
        };
      });
      return { items, total: open.length };
    },
    async markedPairs() {
      return [...rows.values()].flatMap((marking) => {
        const first = firstOf(marking.attemptId);
        const attempt = tables.attempts().find((a) => a.id === marking.attemptId);
        if (!marking.publishedAt || !first?.publishedAt || !attempt) return [];
        return [{ marking: copy(marking), first, attempt }];
      });
    },
    all: () => [...rows.values()].map(copy),
    snapshot() {
      const saved = new Map([...rows].map(([key, value]) => [key, copy(value)]));
      return () => {
        rows = saved;
      };
    },
  };
}
