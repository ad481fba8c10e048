import type { MockTestRepository } from '../../application/catalog/ports.ts';
import { type ExamKey, examKeys } from '../../domain/exam/exam.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';

type Snapshot = { byExam: Map<ExamKey, readonly MockTest[]>; byId: Map<string, MockTest> };

export type MockTestMemory = {
  /** The question bank from memory; its upserts write to the source. */
  repository: MockTestRepository;
  /** The same memory, writing through `writer` instead (a transaction's repository). */
  writingThrough(writer: MockTestRepository): MockTestRepository;
  /** Loads the bank into memory now (at start, after the seed), so no later read has to. */
  preload(): Promise<void>;
  /** Drops what is held, for a database emptied behind the repository's back (tests). */
  forget(): void;
};

/**
 * The question bank read from `source` once and then served from memory: it changes only when the seed upserts it
 * (at start), and every upsert through this memory drops it, so the next read loads it again. Reads return the same
 * frozen lists until then, so callers can memoise what they derive from them (the public lists' ETags).
 */
export function createMockTestMemory(source: MockTestRepository): MockTestMemory {
  let loaded: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  const drop = () => {
    loaded = null;
    loading = null;
  };

  const load = async (from: MockTestRepository): Promise<Snapshot> => {
    const lists = await Promise.all(examKeys.map(async (exam) => [exam, await from.listByExam(exam)] as const));
    const byExam = new Map<ExamKey, readonly MockTest[]>();
    const byId = new Map<string, MockTest>();
    for (const [exam, tests] of lists) {
      // Shared by every request from now on: nobody may change them in place.
      byExam.set(exam, deepFreeze(tests));
      for (const test of tests) byId.set(test.id, test);
    }
    return { byExam, byId };
  };

  // A read through a transaction's repository loads through that transaction and keeps nothing: reading through
  // `source` instead would need a second connection (the embedded database has one), and what a transaction sees
  // may be rolled back. Nor does it wait for a load through `source` still running: that load may be queued for the
  // one connection behind this very transaction. It sets one off, though, without waiting for it, so that the next
  // transactions read memory (a worker reloading the whole bank for every due timer was six statements a job). The
  // start loads the bank (`preload`) before any timer or request.
  const current = (reader: MockTestRepository): Promise<Snapshot> => {
    if (loaded) return Promise.resolve(loaded);
    if (reader !== source) {
      current(source).catch(() => {});
      return load(reader);
    }
    if (loading) return loading;
    const started = load(source);
    loading = started;
    started.then(
      (snapshot) => {
        // An empty bank is one not seeded yet (a worker started before the first core): not kept, read again.
        if (loading === started && snapshot.byId.size > 0) loaded = snapshot;
        else if (loading === started) loading = null;
      },
      // A failed load (database down) is not kept: the next read tries again.
      () => {
        if (loading === started) loading = null;
      },
    );
    return started;
  };

  const writingThrough = (writer: MockTestRepository): MockTestRepository => ({
    // The port promises a list the caller may sort: callers copy it ([...tests]) before sorting.
    listByExam: async (exam) => ((await current(writer)).byExam.get(exam) ?? []) as MockTest[],
    findById: async (id) => (await current(writer)).byId.get(id) ?? null,
    async upsert(test) {
      await writer.upsert(test);
      // Dropped after the write, so a load that raced with it is never kept.
      drop();
    },
  });

  return {
    repository: writingThrough(source),
    writingThrough,
    preload: async () => {
      await current(source);
    },
    forget: drop,
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
