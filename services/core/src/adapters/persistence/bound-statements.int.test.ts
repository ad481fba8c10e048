import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test-support/test-database.ts';
import { numberedPlaceholders, runBound, runBoundWrite } from './bound-statements.ts';
import { buildOrmOptions } from './orm-options.ts';

describe('numbered placeholders', () => {
  it('numbers each ? in order and leaves quoted ones alone', () => {
    expect(numberedPlaceholders(`select ? as a, '?' as "b?" where x = ? and y = 'it''s ?'`)).toBe(
      `select $1 as a, '?' as "b?" where x = $2 and y = 'it''s ?'`,
    );
  });
});

const awkward = `O'Brien?; drop table x; --`;

describe.each([
  ['PostgreSQL', () => buildOrmOptions({ databaseUrl: testDatabaseUrl(), dataDir: '' })],
  ['PGlite', () => buildOrmOptions({ databaseUrl: null, dataDir: 'memory://bound-statements' })],
])('statements with bound values on %s', (_, options) => {
  let orm: MikroORM;
  // PGlite builds its cluster at the first statement: seconds alone, over the 30 s a test gets when CI runs every lane
  // at once, so the set-up makes that statement, within the 120 s the other PGlite set-ups get.
  beforeAll(async () => {
    orm = await MikroORM.init(options());
    await orm.em.getConnection().execute('select 1');
  }, 120_000);
  afterAll(async () => {
    await orm?.close(true);
  });

  it('sends a value as a value: quotes and question marks come back as written', async () => {
    const rows = await runBound(orm.em.fork(), `select ?::text as value, '?' as literal, ?::int + 1 as next`, [
      awkward,
      41,
    ]);
    expect(rows).toEqual([{ value: awkward, literal: '?', next: 42 }]);
  });

  it('counts the rows a write changed', async () => {
    const changed = await orm.em.fork().transactional(async (tx) => {
      await runBound(tx, 'create temporary table bound_count (key text, n int) on commit drop', []);
      await runBound(tx, `insert into bound_count values ('a', 1), ('b', 1), ('c', 2)`, []);
      return [
        await runBoundWrite(tx, 'update bound_count set n = n + 1 where n = ?', [1]),
        await runBoundWrite(tx, 'update bound_count set n = 0 where key = ?', ['none']),
      ];
    });
    expect(changed).toEqual([2, 0]);
  });

  it('reports a unique violation as the ORM does', async () => {
    const em = orm.em.fork();
    const attempt = em.transactional(async (tx) => {
      await runBound(tx, 'create temporary table bound_clash (key text primary key) on commit drop', []);
      await runBound(tx, 'insert into bound_clash (key) values (?)', ['same']);
      await runBound(tx, 'insert into bound_clash (key) values (?)', ['same']);
    });
    await expect(attempt).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });
});

describe('statements with bound values on PostgreSQL, run again', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init(buildOrmOptions({ databaseUrl: testDatabaseUrl(), dataDir: '' }));
  }, 60_000);
  afterAll(async () => {
    await orm?.close(true);
  });

  it('are prepared once per connection and then only executed', async () => {
    const statement = 'select ?::text as greeting, count(*) as runs from pg_prepared_statements where statement = ?';
    const prepared = numberedPlaceholders(statement);
    // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
    const runs = await orm.em.fork().transactional(async (tx) => {
      const counts: unknown[] = [];
      for (const greeting of ['hello', 'again', 'and again']) {
        const [row] = await runBound(tx, statement, [greeting, prepared]);
        counts.push([row?.greeting, Number(row?.runs)]);
      }
      return counts;
    });
    // The first run is being prepared while it reads the list; from then on it is there, once.
    expect(runs).toEqual([
      ['hello', 1],
      ['again', 1],
      ['and again', 1],
    ]);
  });
});
