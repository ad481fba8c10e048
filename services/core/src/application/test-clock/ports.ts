import type { TestClock } from '../../domain/test-clock/test-clock.ts';

/**
 * Per-account test clocks (TEST_CLOCKS platforms), in the database so every replica and the worker see the same ones.
 * With TEST_CLOCKS off the composition root passes the null store: nothing is read.
 */
export type TestClockStore = {
  /** The account's overrides, or null when it has none (always null with TEST_CLOCKS off). */
  forUser(userId: string): Promise<TestClock | null>;
  /** Stores the account's overrides, replacing the previous ones; returns what is stored. */
  set(clock: TestClock): Promise<TestClock>;
};

/** The store of a platform with TEST_CLOCKS off: every account keeps the settings, and nothing reaches the database. */
export const nullTestClockStore: TestClockStore = {
  forUser: async () => null,
  set: async () => {
    throw new Error('Test clocks are off on this platform (TEST_CLOCKS).');
  },
};
