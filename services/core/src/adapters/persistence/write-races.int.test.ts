import pino from 'pino';
import { afterAll } from 'vitest';
import { createRecordingDeadlineScheduler } from '../../application/testing/in-memory-recorders.ts';
import { loadConfig } from '../../main/config.ts';
import { type Container, createContainer } from '../../main/container.ts';
import { createTestPersistence, testDatabaseUrl } from '../../test-support/test-database.ts';
import { describeWriteRaces, type RaceWorld } from '../../test-support/write-races.ts';
import { createPersistence, type Persistence } from './create-persistence.ts';

// The races of the unit suite, on the real databases: row locks, transactions and version checks of PostgreSQL
// (full mode) and of PGlite (embedded mode, one connection).

const containers: Container[] = [];
afterAll(async () => {
  for (const container of containers) await container.close();
});

async function worldOn(persistence: Persistence, databaseUrl: string): Promise<RaceWorld> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    EVALUATION_DEADLINE_SECONDS: '1',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  const container = await createContainer(config, { persistence, logger: pino({ level: 'silent' }) });
  containers.push(container);
  // Timers are recorded, not run: the races decide when deadlines are handled.
  const deadlines = createRecordingDeadlineScheduler();
  return {
    deps: { ...container.deps, deadlines },
    armed: deadlines.calls,
    mailsTo: async (email) => (await persistence.outbox.list(10_000)).filter((mail) => mail.to === email).length,
    passTime: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
  };
}

describeWriteRaces('PostgreSQL', async () => {
  const persistence = await createTestPersistence();
  await persistence.reset();
  return worldOn(persistence, testDatabaseUrl());
});

describeWriteRaces('PGlite', async () => {
  const persistence = await createPersistence({ databaseUrl: null, dataDir: 'memory://write-races' });
  return worldOn(persistence, '');
});
