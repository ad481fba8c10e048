import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildMockTest, buildProfile } from '../../application/testing/builders.ts';
import { createMockTestMemory } from './cached-mock-test.repository.ts';
import { createPersistence, type Persistence } from './create-persistence.ts';
import { DatabaseAccessError } from './database-access.ts';

// Embedded mode's PGlite has one connection. A unit of work that holds it while something else needs it used to
// hang the whole platform (every request, the readiness probe and SIGTERM with it); now it fails loudly at once or
// after a bounded wait.

const maxWaitMs = 400;
let persistence: Persistence;

beforeAll(async () => {
  persistence = await createPersistence({ databaseUrl: null, dataDir: 'memory://single-connection', maxWaitMs });
}, 120_000);

afterAll(async () => {
  await persistence?.close();
});

/** A promise with its resolve, to hold a transaction open for as long as a test wants. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

it('refuses at once a plain call made from inside an open transaction, instead of waiting for itself', async () => {
  const started = Date.now();
  const inner = persistence.transaction(async () => persistence.profiles.findByUserId('uid-nobody'));
  await expect(inner).rejects.toThrow(DatabaseAccessError);
  await expect(inner).rejects.toThrow(/inside an open transaction/);
  // Far below the bounded wait: this refusal needs no waiting at all.
  expect(Date.now() - started).toBeLessThan(maxWaitMs);
  // The connection was given back: the next call answers.
  expect(await persistence.profiles.findByUserId('uid-nobody')).toBeNull();
});

it('fails a call that waits too long behind a held transaction without running it, then goes on', async () => {
  const hold = gate();
  const holding = persistence.transaction(async (tx) => {
    await tx.profiles.save(buildProfile({ id: 'p-held', userId: 'uid-held' }));
    await hold.opened;
  });
  const waiting = persistence.profiles.save(buildProfile({ id: 'p-waiter', userId: 'uid-waiter' }));
  await expect(waiting).rejects.toThrow(/busy for 400 ms/);
  hold.open();
  await holding;
  expect(await persistence.profiles.findByUserId('uid-held')).not.toBeNull();
  // The refused save never ran, not even later.
  expect(await persistence.profiles.findByUserId('uid-waiter')).toBeNull();
});

it('a timer set off inside a transaction runs after it, not refused as part of it', async () => {
  const later = gate();
  let found: unknown = 'not run';
  await persistence.transaction(async () => {
    const run = persistence.detached(async () => {
      found = await persistence.profiles.findByUserId('uid-held');
      later.open();
    });
    setTimeout(run, 0);
  });
  await later.opened;
  expect(found).not.toBeNull();
  expect(found).not.toBe('not run');
});

it('reads the question bank inside a transaction when the memory was dropped (the restart after downtime)', async () => {
  const bank = createMockTestMemory(persistence.mockTests);
  await bank.repository.upsert(buildMockTest({ id: 'mt-restart', exam: 'IELTSAcademic', sequence: 1 }));
  // The seed drops the memory; a due deadline's transaction is then the first to read the bank.
  bank.forget();
  const title = await persistence.transaction(async (tx) => {
    const test = await bank.writingThrough(tx.mockTests).findById('mt-restart');
    return test?.title;
  });
  expect(title).toBe(buildMockTest({ id: 'mt-restart' }).title);
  // What the transaction read was not kept; the plain repository loads and keeps its own.
  await bank.preload();
  expect(await bank.repository.findById('mt-restart')).not.toBeNull();
});

it('a transaction never waits for a bank load queued behind it', async () => {
  const bank = createMockTestMemory(persistence.mockTests);
  await bank.repository.upsert(buildMockTest({ id: 'mt-queued', exam: 'IELTSAcademic', sequence: 2 }));
  bank.forget();
  const entered = gate();
  const hold = gate();
  const inside = persistence.transaction(async (tx) => {
    entered.open();
    await hold.opened;
    return (await bank.writingThrough(tx.mockTests).findById('mt-queued'))?.id;
  });
  await entered.opened;
  // A request's read starts loading the bank through the plain repository: it queues behind the transaction.
  const outside = bank.repository.findById('mt-queued');
  hold.open();
  expect(await inside).toBe('mt-queued');
  expect((await outside)?.id).toBe('mt-queued');
});
