import { defineConfig } from 'vitest/config';

// Browser journeys in Debian's Chromium against one shared embedded-mode platform (support/global-setup.ts). Tests
// make their own accounts, so files run side by side; E2E_WORKERS sets how many (2 by default, for a 2-core machine).
export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
