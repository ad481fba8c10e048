import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Starts the Auth emulator, the platform twice, the worker and the ceiling: a minute is its budget.
    testTimeout: 180_000,
  },
});
