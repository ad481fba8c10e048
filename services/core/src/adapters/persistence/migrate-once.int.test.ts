import { readdir } from 'node:fs/promises';
import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test-support/test-database.ts';
import { openMigratedOrm } from './create-persistence.ts';
import { buildOrmOptions, migrationsDir } from './orm-options.ts';

// Replicas and workers started together on one PostgreSQL each migrate at start: the migrations must run once, the
// others waiting and then finding nothing pending. On a database of its own (its name says test), dropped after.

const testUrl = new URL(testDatabaseUrl());
const raceDatabase = `${decodeURIComponent(testUrl.pathname.replace(/^\//, ''))}_migrate_race`;
const urlOf = (database: string) => {
  const url = new URL(testUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
const raceUrl = urlOf(raceDatabase);
const processes = 4;

let admin: MikroORM;
const adminSql = (sql: string) => admin.em.fork().getConnection().execute(sql);
const dropRaceDatabase = () => adminSql(`drop database if exists "${raceDatabase}" with (force)`);

beforeAll(async () => {
  admin = await MikroORM.init(buildOrmOptions({ databaseUrl: urlOf('postgres'), dataDir: '' }));
});
afterAll(async () => {
  await dropRaceDatabase();
  await admin.close();
});
beforeEach(async () => {
  await dropRaceDatabase();
});

async function migrateConcurrently(): Promise<void> {
  const opened = await Promise.allSettled(
    Array.from({ length: processes }, () => openMigratedOrm({ databaseUrl: raceUrl, dataDir: '' })),
  );
  const orms = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  await Promise.all(orms.map((orm) => orm.close()));
  const failures = opened.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  expect(failures).toEqual([]);
}

async function expectEachMigrationOnce(): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((file) => /^Migration.*\.ts$/.test(file));
  const orm = await MikroORM.init(buildOrmOptions({ databaseUrl: raceUrl, dataDir: '' }));
  try {
    const rows: { name: string; times: number }[] = await orm.em
      .fork()
      .getConnection()
      .execute('select name, count(*)::int as times from mikro_orm_migrations group by name order by name');
    expect(rows.map((row) => row.name)).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort());
    expect(rows.every((row) => row.times === 1)).toBe(true);
  } finally {
    await orm.close();
  }
}

it(`${processes} processes starting together on an empty database: all start, each migration applied once`, async () => {
  await adminSql(`create database "${raceDatabase}"`);
  await migrateConcurrently();
  await expectEachMigrationOnce();
  // A restart later finds the schema up to date.
  const again = await openMigratedOrm({ databaseUrl: raceUrl, dataDir: '' });
  await again.close();
  await expectEachMigrationOnce();
});

it(`${processes} processes starting together where the database does not exist yet: one creates it, all start`, async () => {
  await migrateConcurrently();
  await expectEachMigrationOnce();
});
