import type { EntityManager, EntityMetadata, EntitySchema } from '@mikro-orm/core';

/**
 * One table of a hand-written join: its alias in the SQL and the prefix its columns carry in the result; `omit` names
 * properties left out of the select list (and so of the record entityOf gives).
 */
export type JoinedTable<T extends object> = { schema: EntitySchema<T>; alias: string; omit?: readonly string[] };

type Column = { name: string; resultKey: string };

type Columns = {
  list: Column[];
  /** The table's columns of a result row, under their own names. */
  pick: (row: Record<string, unknown>) => Record<string, unknown>;
  /** The column names of the primary key. */
  primaryKeys: string[];
  meta: EntityMetadata;
};

// Per table and alias: the mapping never changes while the process runs.
const columnLists = new WeakMap<JoinedTable<object>, Columns>();

function columnsOf(em: EntityManager, table: JoinedTable<object>): Columns {
  let columns = columnLists.get(table);
  if (!columns) {
    const meta = em.getMetadata(table.schema);
    const list = meta.props
      .filter((prop) => !table.omit?.includes(prop.name))
      .flatMap((prop) => prop.fieldNames ?? [])
      .map((name) => ({ name, resultKey: `${table.alias}__${name}` }));
    // Compiled once, with constant keys: reading a wide row by computed keys into a record built key by key was
    // most of the time entityOf took per row (CPU profile of the queue page). The names come from the mapping.
    const body = list.map((column) => `${JSON.stringify(column.name)}: row[${JSON.stringify(column.resultKey)}]`);
    const pick = new Function('row', `return { ${body.join(', ')} };`) as Columns['pick'];
    const props = meta.properties as Record<string, { fieldNames: string[] }>;
    const primaryKeys = meta.primaryKeys.map((key) => props[key]?.fieldNames[0] as string);
    columns = { list, pick, primaryKeys, meta };
    columnLists.set(table, columns);
  }
  return columns;
}

/** `alias.column as "alias__column"` for every column of the table, for a select list. */
export function selectColumns(em: EntityManager, table: JoinedTable<object>): string {
  return columnsOf(em, table)
    .list.map((column) => `${table.alias}."${column.name}" as "${column.resultKey}"`)
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
  const { pick, primaryKeys, meta } = columnsOf(em, table as unknown as JoinedTable<object>);
  const raw = pick(row);
  if (primaryKeys.some((key) => raw[key] == null)) return null;
  return em.getComparator().mapResult(meta, raw as never) as T;
}
