import type { EntityManager, EntitySchema } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

/** One table of a hand-written join: its alias in the SQL and the prefix its columns carry in the result. */
export type JoinedTable<T extends object> = { schema: EntitySchema<T>; alias: string };

/** `alias.column as "alias__column"` for every column of the table, for a select list. */
export function selectColumns(em: EntityManager, table: JoinedTable<object>): string {
  const meta = em.getMetadata(table.schema);
  return meta.props
    .flatMap((prop) => prop.fieldNames ?? [])
    .map((column) => `${table.alias}."${column}" as "${table.alias}__${column}"`)
    .join(', ');
}

/**
 * The table's part of a joined result row as its entity (types converted as MikroORM converts them: dates, JSON);
 * null when the row has no such record (a left join that found none: its primary key is null).
 */
export function entityOf<T extends object>(
  em: EntityManager,
  table: JoinedTable<T>,
  row: Record<string, unknown>,
): T | null {
  const prefix = `${table.alias}__`;
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(prefix)) raw[key.slice(prefix.length)] = value;
  }
  const meta = em.getMetadata(table.schema);
  if (meta.primaryKeys.some((key) => raw[meta.properties[key].fieldNames[0] as string] == null)) return null;
  return em.map(table.schema, raw as never);
}

/** Runs a read-only SQL statement (`?` placeholders) on the request's or the transaction's EntityManager. */
export function selectRows(em: EntityManager, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return (em as SqlEntityManager).execute(sql, params, 'all');
}
