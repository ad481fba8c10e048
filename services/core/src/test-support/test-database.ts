import type { MikroORM } from '@mikro-orm/core';
import { openMigratedOrm, type Persistence, persistenceOn } from '../adapters/persistence/create-persistence.ts';
import { testWorker } from './test-workers.ts';

const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/mocktest_test';

/**
 * TEST_DATABASE_URL or the local default; refuses any database whose name lacks `test` as a word of its own
 * (`mocktest_test`, `test`, `ci-test-3`): the product is called mocktest, so a bare substring check would pass the
 * production database `mocktest`.
 */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = forWorker(env.TEST_DATABASE_URL || defaultTestDatabaseUrl, env);
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/(^|[^a-z0-9])test/i.test(name)) {
    throw new Error(
      `Refusing to run tests on database "${name}" (${redact(url)}): its name must contain "test" as a word, e.g. mocktest_test.`,
    );
  }
  return url;
}

/** TEST_REDIS_URL (containers set it), else REDIS_URL, else the local default; a database of each worker's own. */
export function testRedisUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.TEST_REDIS_URL || env.REDIS_URL || 'redis://127.0.0.1:6379';
  const worker = testWorker(env);
  if (worker === undefined) return url;
  const parsed = new URL(url);
  // A URL naming a Redis database keeps it: whoever named it shares it knowingly.
  if (parsed.pathname.replace(/\//g, '') !== '') return url;
  parsed.pathname = `/${worker}`;
  return parsed.toString();
}

/** The database's name with the worker's number appended (mocktest_test → mocktest_test_w2). */
function forWorker(url: string, env: NodeJS.ProcessEnv): string {
  const worker = testWorker(env);
  if (worker === undefined) return url;
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_w${worker}`;
  return parsed.toString();
}

export type TestPersistence = Persistence & { reset(): Promise<void> };

/**
 * Real PostgreSQL for integration and API tests: creates the database when missing, migrates it, and `reset()`
 * empties every table. A missing server fails loudly; it is never a skip.
 */
export async function createTestPersistence(url = testDatabaseUrl()): Promise<TestPersistence> {
  let orm: MikroORM;
  try {
    // MikroORM creates a missing database through the `postgres` maintenance database before migrating.
    orm = await openMigratedOrm({ databaseUrl: url, dataDir: '' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Integration tests need PostgreSQL at ${redact(url)} (set TEST_DATABASE_URL to point elsewhere): ${reason}`,
      { cause: error },
    );
  }
  return {
    ...persistenceOn(orm),
    async reset() {
      const tables = [...orm.getMetadata()].map((meta) => meta.tableName).filter((table) => Boolean(table));
      // Tables written in plain SQL only, which the mapping does not list.
      tables.push('deadline_escalations', 'test_clocks');
      await orm.em
        .fork()
        .getConnection()
        .execute(`truncate table ${tables.map((table) => `"${table}"`).join(', ')} restart identity cascade`);
    },
  };
}

/** The URL with its password masked, for messages and logs. */
export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
