import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startPurchase } from '../../application/payment/start-purchase.use-case.ts';
import { buildProfile } from '../../application/testing/builders.ts';
import { createFakePaymentGateway } from '../../application/testing/in-memory-payments.ts';
import { newPurchase } from '../../domain/payment/purchase-rules.ts';
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

/** A core process on this database, with the simulated gateway of embedded mode (its payments in the database). */
async function replicaOn(persistence: Persistence, databaseUrl: string): Promise<Container> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  });
  const container = await createContainer(config, { persistence, logger: pino({ level: 'silent' }) });
  containers.push(container);
  return container;
}

async function worldOn(persistence: Persistence, databaseUrl: string): Promise<PaymentRaceWorld> {
  const container = await replicaOn(persistence, databaseUrl);
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

describe('PostgreSQL, two replicas: one open purchase per buyer, exam and plan', () => {
  const starts = 16;

  it(`${starts} starts at once over two replicas answer one purchase and one simulated payment`, async () => {
    const [a, b] = [
      await replicaOn(await createTestPersistence(), testDatabaseUrl()),
      await replicaOn(await createTestPersistence(), testDatabaseUrl()),
    ];
    for (let round = 0; round < 5; round++) {
      const candidate = buildProfile({ selectedExam: 'PTE' });
      await a.deps.profiles.save(candidate);
      const sessions = await Promise.all(
        Array.from({ length: starts }, (_, index) =>
          startPurchase((index % 2 === 0 ? a : b).deps, { actor: candidate, exam: 'PTE', plan: 'gold' }),
        ),
      );
      expect(new Set(sessions.map((session) => session.purchase.id)).size).toBe(1);
      expect(new Set(sessions.map((session) => session.clientSecret)).size).toBe(1);
      const stored = await b.deps.purchases.listByUser(candidate.userId);
      expect(stored.map((purchase) => [purchase.status, purchase.amountUsd])).toEqual([['pending', 50]]);
      // The payment B's card form would take is the one A's start opened: in the database, priced by the server.
      const paymentId = stored[0]?.providerPaymentId as string;
      expect(await b.simulatedGateway?.retrievePayment(paymentId)).toMatchObject({ payable: true });
      expect(await a.simulatedGateway?.retrievePayment(paymentId)).toMatchObject({
        clientSecret: sessions[0]?.clientSecret,
      });
    }
  });

  it(`the unique key holds without the buyer's lock: of ${starts} concurrent inserts one opens, the others answer null`, async () => {
    const persistence = await createTestPersistence();
    const candidate = buildProfile({ selectedExam: 'PTE' });
    const now = new Date();
    const inserted = await Promise.all(
      Array.from({ length: starts }, (_, index) =>
        persistence.transaction((tx) =>
          tx.purchases.insertOpen(
            newPurchase({
              id: `open-race-${candidate.userId}-${index}`,
              userId: candidate.userId,
              exam: 'PTE',
              plan: 'silver',
              gateway: 'simulated',
              now,
            }),
          ),
        ),
      ),
    );
    expect(inserted.filter((purchase) => purchase !== null)).toHaveLength(1);
    expect(await persistence.purchases.listByUser(candidate.userId)).toHaveLength(1);
    // A plain insert of a second pending purchase is refused by the same key; another plan opens its own.
    const second = newPurchase({
      id: `open-race-${candidate.userId}-x`,
      userId: candidate.userId,
      exam: 'PTE',
      plan: 'silver',
      gateway: 'simulated',
      now,
    });
    await expect(persistence.purchases.insert(second)).rejects.toMatchObject({ code: 'CONFLICT' });
    const otherPlan = { ...second, id: `open-race-${candidate.userId}-gold`, plan: 'gold' as const, amountUsd: 50 };
    expect(await persistence.purchases.insertOpen(otherPlan)).toEqual(otherPlan);
    await persistence.close();
  });
});

describe('PGlite (embedded mode): the simulated payments are in the database', () => {
  // It creates a PGlite database and opens it again: 120 s, as the other PGlite set-ups get (30 s was too little once,
  // with CI running every lane at once on a slow machine).
  it('a purchase started before a restart is paid after it, with the payment opened inside the purchase transaction', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mocktest-simulated-payments-'));
    try {
      const before = await replicaOn(await createPersistence({ databaseUrl: null, dataDir }), '');
      const candidate = buildProfile({ selectedExam: 'PTE' });
      await before.deps.profiles.save(candidate);
      const started = await startPurchase(before.deps, { actor: candidate, exam: 'PTE', plan: 'bronze' });
      await before.close();
      containers.splice(containers.indexOf(before), 1);

      const after = await replicaOn(await createPersistence({ databaseUrl: null, dataDir }), '');
      const again = await startPurchase(after.deps, { actor: candidate, exam: 'PTE', plan: 'bronze' });
      expect(again.purchase.id).toBe(started.purchase.id);
      expect(again.clientSecret).toBe(started.clientSecret);
      expect(
        await after.simulatedGateway?.confirm({ clientSecret: started.clientSecret, cardNumber: '4242424242424242' }),
      ).toEqual({ status: 'succeeded' });
      expect(await after.simulatedGateway?.retrievePayment(started.purchase.providerPaymentId as string)).toMatchObject(
        {
          payable: false,
          outcome: { status: 'succeeded', amountCents: 2000 },
        },
      );
      await after.close();
      containers.splice(containers.indexOf(after), 1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
