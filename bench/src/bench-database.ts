import { Redis } from 'ioredis';
import pg from 'pg';

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/**
 * Gives the run a database: dropped and created afresh when its name says it is disposable ("bench" or "test" in it),
 * so every run starts from the same empty state; otherwise only created when missing. The platform migrates it.
 */
export async function prepareDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    if (/bench|(^|[^a-z0-9])test/i.test(name)) await client.query(`drop database if exists ${quoted} with (force)`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
}

/** Drops a database the run created for itself. */
export async function dropDatabase(url: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${databaseName(url).replaceAll('"', '""')}" with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * Deletes the keys under the bench's Redis key prefix, and only those (the Redis may be shared): jobs of earlier runs
 * would wake up for attempts that no longer exist.
 */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) {
      if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
    }
  } finally {
    await redis.quit();
  }
}
