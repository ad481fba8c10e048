import { startAuthEmulator } from '../main/auth-emulator-process.ts';
import { startTestServices } from './test-services.ts';

/**
 * Vitest global setup for the integration and API layers: PostgreSQL and Redis (containers of their own when a
 * container runtime answers, see test-services.ts) and a real Firebase Auth emulator, for the whole run.
 */
export default async function setup() {
  const services = await startTestServices();
  console.info(services.summary);
  if (services.source === 'containers') {
    // The test workers inherit this process's environment; test-database.ts reads these first.
    process.env.TEST_DATABASE_URL = services.databaseUrl;
    process.env.TEST_REDIS_URL = services.redisUrl;
  }
  const emulator = await startAuthEmulator({
    projectId: 'demo-mocktest',
    // A port of its own lets two test runs share the machine (TEST_AUTH_EMULATOR_HOST=127.0.0.1:9199).
    host: process.env.TEST_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return async () => {
    await emulator.stop();
    await services.stop();
  };
}
