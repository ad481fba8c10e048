import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig } from '../main/config.ts';
import { type Container, createContainer } from '../main/container.ts';
import { buildServer } from '../main/server.ts';
import { clearEmulatorAccounts } from './auth-emulator.ts';
import { createTestPersistence, testDatabaseUrl } from './test-database.ts';

export type TestApp = { app: FastifyInstance; container: Container; reset(): Promise<void>; close(): Promise<void> };

/**
 * The whole app in-process on the real PostgreSQL test database and the Auth emulator (started by the global setup),
 * with evaluation deadlines shortened to `deadlineSeconds` and deadlines run in-process.
 */
export async function createTestApp(options: { deadlineSeconds?: number } = {}): Promise<TestApp> {
  const persistence = await createTestPersistence();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDatabaseUrl(),
    FIREBASE_AUTH_EMULATOR_HOST:
      process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.TEST_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    EVALUATION_DEADLINE_SECONDS: String(options.deadlineSeconds ?? 2),
    WEB_CANDIDATE_DIST: '/nonexistent',
    WEB_TUTOR_DIST: '/nonexistent',
  });
  const container = await createContainer(config, { persistence, logger: pino({ level: 'silent' }) });
  const app = await buildServer(container);
  await app.ready();
  return {
    app,
    container,
    async reset() {
      await persistence.reset();
      await clearEmulatorAccounts();
    },
    async close() {
      await app.close();
      await container.close();
    },
  };
}
