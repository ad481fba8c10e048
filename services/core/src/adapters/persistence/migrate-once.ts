import type { MikroORM } from '@mikro-orm/core';

/**
 * The PostgreSQL advisory lock every process of the platform takes around its migrations (core replicas, workers,
 * `npm run migrate`): an arbitrary constant of ours, the same in every version.
 */
export const migrationLockKey = 4_517_062_913_027_801n;

/**
 * Applies the pending migrations, one process at a time. Replicas started together on an empty PostgreSQL would
 * otherwise each create the same tables (`duplicate key value violates unique constraint
 * "pg_type_typname_nsp_index"`): each takes the advisory lock first, on a connection of its own that holds it while
 * the migrator works on others; whoever comes next waits, then finds nothing pending. The lock is a transaction's, so
 * it goes with the connection should the process die. `exclusive` says the database has a single connection anyway
 * (PGlite): no lock then, and none could be held beside the migrator.
 */
export async function migrateOnce(orm: MikroORM, options: { exclusive: boolean }): Promise<{ name: string }[]> {
  if (options.exclusive) return orm.migrator.up();
  await ensureDatabase(orm);
  return withAdvisoryLock(orm, migrationLockKey, () => orm.migrator.up());
}

/**
 * Creates the database when it is missing, as the migrator would, but before the lock (a lock lives in a database).
 * Two processes may both find it missing: the one whose CREATE DATABASE loses goes on with the winner's.
 */
async function ensureDatabase(orm: MikroORM): Promise<void> {
  const dbName = orm.config.get('dbName');
  try {
    await orm.schema.ensureDatabase();
  } catch (error) {
    if (!isDuplicateDatabase(error)) throw error;
    // The schema generator had switched to the maintenance database to create it: back to ours.
    orm.config.set('dbName', dbName);
    await orm.driver.reconnect();
  }
}

function isDuplicateDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  // 42P04 duplicate_database; or the catalogue's unique index when both CREATE DATABASE statements ran at once.
  return code === '42P04' || (code === '23505' && message.includes('pg_database_datname_index'));
}

/** Runs `work` while one connection of the pool holds the transaction-level advisory lock `key`. */
async function withAdvisoryLock<T>(orm: MikroORM, key: bigint, work: () => Promise<T>): Promise<T> {
  const connection = orm.em.getConnection();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let taken = () => {};
  const lockTaken = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const holder = connection.transactional(async (trx) => {
    await connection.execute(`select pg_advisory_xact_lock(${key.toString()})`, [], 'all', trx);
    taken();
    await released;
  });
  try {
    // The holder ends only by failing before `released`: then the lock was never taken.
    await Promise.race([lockTaken, holder]);
    return await work();
  } finally {
    release();
    await holder;
  }
}
