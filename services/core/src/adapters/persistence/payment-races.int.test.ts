import pino from 'pino';
import { afterAll } from 'vitest';
import { createFakePaymentGateway } from '../../application/testing/in-memory-payments.ts';
import { loadConfig } from '../../main/config.ts';
import { type Container, createContainer } from '../../main/container.ts';
import { describePaymentRaces, type PaymentRaceWorld, withGateway } from '../../test-support/payment-races.ts';
import { createTestPersistence, testDatabaseUrl } from '../../test-support/test-database.ts';
import { createPersistence, type Persistence } from './create-persistence.ts';

// The payment races of the unit suite on the real databases: the profile and purchase row locks, the version checks
// and the unique provider payment id of PostgreSQL (full mode) and of PGlite (embedded mode, one connection).

const containers: Container[] = [];
afterAll(async () => {
  for (const container of containers) await container.close();
});

async function worldOn(persistence: Persistence, databaseUrl: string): Promise<PaymentRaceWorld> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  const container = await createContainer(config, { persistence, logger: pino({ level: 'silent' }) });
  containers.push(container);
  const gateway = createFakePaymentGateway();
  return {
    deps: withGateway(container.deps, gateway),
    gateway,
    mailsTo: async (email) => (await persistence.outbox.list(10_000)).filter((mail) => mail.to === email).length,
  };
}

describePaymentRaces('PostgreSQL', async () => {
  const persistence = await createTestPersistence();
  await persistence.reset();
  return worldOn(persistence, testDatabaseUrl());
});

describePaymentRaces('PGlite', async () => {
  const persistence = await createPersistence({ databaseUrl: null, dataDir: 'memory://payment-races' });
  return worldOn(persistence, '');
});
