import type { TestClock } from '../../domain/test-clock/test-clock.ts';
import type { TestClockStore } from '../test-clock/ports.ts';

export type InMemoryTestClockStore = TestClockStore & {
  snapshot(): () => void;
  /** How many times `forUser` was asked (a platform with TEST_CLOCKS off must never ask). */
  reads(): number;
};

/** Test clocks in memory, rolled back with the fake transaction. */
export function createInMemoryTestClockStore(seed: TestClock[] = []): InMemoryTestClockStore {
  let rows = new Map(seed.map((clock) => [clock.userId, structuredClone(clock)]));
  let reads = 0;
  return {
    async forUser(userId) {
      reads += 1;
      const clock = rows.get(userId);
      return clock ? structuredClone(clock) : null;
    },
    async set(clock) {
      rows.set(clock.userId, structuredClone(clock));
      return structuredClone(clock);
    },
    snapshot() {
      const saved = new Map(rows);
      return () => {
        rows = saved;
      };
    },
    reads: () => reads,
  };
}
