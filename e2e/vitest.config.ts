import { defineConfig } from 'vitest/config';

// Browser journeys against the real server (embedded mode) in Debian's Chromium; one file at a time.
export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
