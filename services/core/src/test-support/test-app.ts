import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { loadConfig } from '../main/config.ts';
import { type Container, createContainer } from '../main/container.ts';
import { buildServer } from '../main/server.ts';
import { clearEmulatorAccounts } from './auth-emulator.ts';
import { createTestPersistence, type TestPersistence, testDatabaseUrl } from './test-database.ts';

/** The server's clock in tests: real time, moved forward on demand (OET reading time, end times). */
export type TestClock = { now(): Date; advanceSeconds(seconds: number): void };

export type TestApp = {
  app: FastifyInstance;
  container: Container;
  persistence: TestPersistence;
  clock: TestClock;
  reset(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The whole app in-process on the real PostgreSQL test database and the Auth emulator (started by the global setup),
 * with evaluation deadlines shortened to `deadlineSeconds` and deadlines run in-process. `env` adds settings
 * (TRUST_PROXY, REDIS_URL, TEST_DURATION_SECONDS, ...); `persistence` lets a test control the database (one that is
 * gone, for instance).
 */
export async function createTestApp(
  options: {
    deadlineSeconds?: number;
    env?: Record<string, string>;
    persistence?: TestPersistence;
    /** The server's logger (silent unless given): a test reading what the logs hold passes its own. */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const persistence = options.persistence ?? (await createTestPersistence());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDatabaseUrl(),
    FIREBASE_AUTH_EMULATOR_HOST:
      process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.TEST_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    EVALUATION_DEADLINE_SECONDS: String(options.deadlineSeconds ?? 2),
    // No answer is drawn for blind second marking unless a test asks: a drawn answer's evaluation is withheld from
    // other staff, which would make tests about other things depend on the draw.
    SECOND_MARKING_PERCENT: '0',
    WEB_CANDIDATE_DIST: '/nonexistent',
    WEB_TUTOR_DIST: '/nonexistent',
    ...options.env,
  });
  let offsetMs = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offsetMs),
    advanceSeconds: (seconds) => {
      offsetMs += seconds * 1000;
    },
  };
  const container = await createContainer(config, {
    persistence,
    logger: options.logger ?? pino({ level: 'silent' }),
    clock,
  });
  const app = await buildServer(container);
  await app.ready();
  return {
    app,
    container,
    persistence,
    clock,
    async reset() {
      await persistence.reset();
      // The question bank is served from memory; an emptied database must not leave the old one there.
      container.questionBank.forget();
      await clearEmulatorAccounts();
    },
    async close() {
      await app.close();
      await container.close();
    },
  };
}
