import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { AbstractSqlDriver } from '@mikro-orm/sql';
import { CompiledQuery, type Kysely } from 'kysely';

// MikroORM's `em.execute(sql, params)` writes the values into the SQL text, so PostgreSQL parses and plans every
// hand-written read afresh (over a millisecond for the queue's joined page) and the text differs per value. These
// statements go to the driver with bound parameters instead, under a name per text: each pooled connection parses a
// statement once and PostgreSQL may keep its plan.

type BoundStatement = { text: string; name: string };

/** Statement texts come from code, never from input; the cap only guards against a caller that breaks that rule. */
const maxNamedStatements = 500;
const statements = new Map<string, BoundStatement>();
const namesByText = new Map<string, string>();

/**
 * `?` placeholders as PostgreSQL's numbered ones (`$1`, `$2`, ...), in order; a `?` inside a quoted literal or a
 * quoted identifier is left alone.
 */
export function numberedPlaceholders(sql: string): string {
  let out = '';
  let quote: string | null = null;
  let n = 0;
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = null;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === '?') {
      n += 1;
      out += `$${n}`;
    } else {
      out += char;
    }
  }
  return out;
}

function boundStatement(sql: string): BoundStatement {
  const known = statements.get(sql);
  if (known) return known;
  const text = numberedPlaceholders(sql);
  const statement = { text, name: `m${createHash('sha1').update(text).digest('hex').slice(0, 20)}` };
  if (statements.size < maxNamedStatements) {
    statements.set(sql, statement);
    namesByText.set(text, statement.name);
  }
  return statement;
}

async function executeBound(em: EntityManager, sql: string, params: unknown[]) {
  const driver = em.getDriver() as AbstractSqlDriver;
  const client = em.getTransactionContext<Kysely<unknown>>() ?? driver.getConnection().getClient();
  try {
    return await client.executeQuery(CompiledQuery.raw(boundStatement(sql).text, params));
  } catch (error) {
    throw driver.convertException(error as Error);
  }
}

/**
 * Runs a statement (`?` placeholders) with bound parameters on the request's EntityManager, or on its transaction's
 * connection inside one; its rows. Errors come out as MikroORM's (a unique violation is still one).
 */
export async function runBound(em: EntityManager, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return (await executeBound(em, sql, params)).rows as Record<string, unknown>[];
}

/** As runBound, for an update or a delete: how many rows it changed. */
export async function runBoundWrite(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return Number((await executeBound(em, sql, params)).numAffectedRows ?? 0);
}

type PgClient = { query: (...args: unknown[]) => unknown };
type PgPool = { on(event: 'connect', listener: (client: PgClient) => void): unknown };

/**
 * Gives the pool's connections the statements' names: a text `runBound` knows goes to pg as a named statement,
 * which pg parses once per connection. Everything else (the ORM's own SQL) passes unchanged.
 */
export function nameBoundStatements(pool: PgPool): void {
  pool.on('connect', (client) => {
    // The prototype's query, looked up at each call, so that instrumentation added later still sees every statement.
    const prototype = Object.getPrototypeOf(client) as PgClient;
    client.query = (...args: unknown[]) => {
      const [config, values, ...rest] = args;
      const name = typeof config === 'string' && Array.isArray(values) ? namesByText.get(config) : undefined;
      if (name === undefined) return prototype.query.apply(client, args);
      return prototype.query.call(client, { name, text: config, values }, ...rest);
    };
  });
}
