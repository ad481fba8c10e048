import { startAuthEmulator } from '../main/auth-emulator-process.ts';
import { createTestPersistence, testDatabaseUrl } from './test-database.ts';
import { startTestServices } from './test-services.ts';
import { testWorkerCount, workerEmulatorHost } from './test-workers.ts';

/**
 * Vitest global setup for the integration and API layers: PostgreSQL and Redis (containers of their own when a
 * container runtime answers, see test-services.ts) and, for each test worker, a migrated database and a real Firebase
 * Auth emulator of its own, for the whole run.
 */
export default async function setup() {
  const services = await startTestServices();
  console.info(services.summary);
  if (services.source === 'containers') {
    // The test workers inherit this process's environment; test-database.ts reads these first.
    process.env.TEST_DATABASE_URL = services.databaseUrl;
    process.env.TEST_REDIS_URL = services.redisUrl;
  }
  const workers = Array.from({ length: testWorkerCount() }, (_, index) => index + 1);
  // Each worker's database is created and migrated here, one after the other: two workers creating databases at
  // the same moment would collide on PostgreSQL's template database.
  for (const worker of workers) {
    const persistence = await createTestPersistence(
      testDatabaseUrl({ ...process.env, VITEST_POOL_ID: String(worker) }),
    );
    await persistence.close();
  }
  // A port of its own lets two test runs share the machine (TEST_AUTH_EMULATOR_HOST=127.0.0.1:9199); worker N
  // takes that port plus N - 1.
  const base = process.env.TEST_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
  process.env.TEST_AUTH_EMULATOR_BASE = base;
  const emulators = await Promise.all(
    workers.map((worker) => startAuthEmulator({ projectId: 'demo-mocktest', host: workerEmulatorHost(base, worker) })),
  );
  return async () => {
    await Promise.all(emulators.map((emulator) => emulator.stop()));
    await services.stop();
  };
}
