import pino from 'pino';
import { afterAll } from 'vitest';
import { createRecordingDeadlineScheduler } from '../../application/testing/in-memory-recorders.ts';
import { loadConfig } from '../../main/config.ts';
import { type Container, createContainer } from '../../main/container.ts';
import { describeAmendRaces } from '../../test-support/amend-races.ts';
import { createTestPersistence, testDatabaseUrl } from '../../test-support/test-database.ts';

// The amend races on real PostgreSQL: the attempt's row lock, the evaluation's version check by row count and the
// unique version number per evaluation.

const containers: Container[] = [];
afterAll(async () => {
  for (const container of containers) await container.close();
});

describeAmendRaces('PostgreSQL', async () => {
  const persistence = await createTestPersistence();
  await persistence.reset();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDatabaseUrl(),
    // The release stays an hour away while the tabs race.
    EVALUATION_DEADLINE_SECONDS: '3600',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  const container = await createContainer(config, { persistence, logger: pino({ level: 'silent' }) });
  containers.push(container);
  // Timers are not run: nothing releases the evaluation during the race.
  return { ...container.deps, deadlines: createRecordingDeadlineScheduler() };
});
