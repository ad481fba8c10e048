import type { EntityManager, EntitySchema } from '@mikro-orm/core';

/** One table of a hand-written join: its alias in the SQL and the prefix its columns carry in the result. */
export type JoinedTable<T extends object> = { schema: EntitySchema<T>; alias: string };

type Column = { name: string; resultKey: string };

// Per table and alias: the mapping never changes while the process runs.
const columnLists = new WeakMap<JoinedTable<object>, Column[]>();

function columnsOf(em: EntityManager, table: JoinedTable<object>): Column[] {
  let columns = columnLists.get(table);
  if (!columns) {
    columns = em
      .getMetadata(table.schema)
      .props.flatMap((prop) => prop.fieldNames ?? [])
      .map((name) => ({ name, resultKey: `${table.alias}__${name}` }));
    columnLists.set(table, columns);
  }
  return columns;
}

/** `alias.column as "alias__column"` for every column of the table, for a select list. */
export function selectColumns(em: EntityManager, table: JoinedTable<object>): string {
  return columnsOf(em, table)
    .map((column) => `${table.alias}."${column.name}" as "${column.resultKey}"`)
    .join(', ');
}

/**
 * The table's part of a joined result row as entity data, its values converted as MikroORM converts them (dates,
 * JSON) but without the identity map and change-tracking snapshot a managed entity costs (reads only); null when the
 * row has no such record (a left join that found none: its primary key is null).
 */
export function entityOf<T extends object>(
  em: EntityManager,
  table: JoinedTable<T>,
  row: Record<string, unknown>,
): T | null {
  const meta = em.getMetadata(table.schema);
  const raw: Record<string, unknown> = {};
  for (const column of columnsOf(em, table as unknown as JoinedTable<object>)) raw[column.name] = row[column.resultKey];
  if (meta.primaryKeys.some((key) => raw[meta.properties[key].fieldNames[0] as string] == null)) return null;
  return em.getComparator().mapResult(meta, raw as never) as T;
}
