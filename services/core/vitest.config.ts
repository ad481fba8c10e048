import { defineConfig } from 'vitest/config';
import { testWorkerCount } from './src/test-support/test-workers.ts';

// Three layers: unit (fakes only), integration (real PostgreSQL, Redis, Auth emulator), api (the whole app in-process
// via app.inject on a real database). Integration and API files run side by side, each worker on databases and an
// emulator of its own (src/test-support/global-setup.ts).
const workers = testWorkerCount();
export default defineConfig({
  test: {
    maxWorkers: workers,
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
          setupFiles: ['src/test-support/worker-emulator.ts'],
        },
      },
      {
        test: {
          name: 'api',
          globalSetup: ['src/test-support/global-setup.ts'],
          include: ['src/**/*.api.test.ts'],
          // A worker's files share its module cache: each file builds its own app and database state, and importing
          // the whole app afresh per file was a third of the layer's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
          setupFiles: ['src/test-support/worker-emulator.ts'],
        },
      },
    ],
  },
});
