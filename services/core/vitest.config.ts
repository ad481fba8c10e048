import { defineConfig } from 'vitest/config';

// Four layers, run separately by `npm test` in order: unit (fakes only), integration (real PostgreSQL,
// Redis, Auth emulator), api (the whole app in-process via app.inject on a real database).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.api.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          globalSetup: ['src/test-support/global-setup.ts'],
          include: ['src/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api',
          globalSetup: ['src/test-support/global-setup.ts'],
          include: ['src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
