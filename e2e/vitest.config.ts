import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './support/long-files-first.ts';

// Browser journeys in Debian's Chromium headless shell against one shared platform (support/global-setup.ts). Tests
// make their own accounts, so files run side by side; E2E_WORKERS sets how many (2 by default, for a 2-core machine).
export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    sequence: { sequencer: LongFilesFirst },
  },
});
