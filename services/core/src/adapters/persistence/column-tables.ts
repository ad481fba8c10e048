// How a domain field is written to its column by a bound statement (attempt-writes.ts, evaluation-writes.ts): its
// name, its placeholder with the cast PostgreSQL needs, and the value taken from the domain object.

export type Column<T> = { name: string; placeholder: string; value: (row: T) => unknown };

export const plain = <T>(name: string, value: (row: T) => unknown): Column<T> => ({ name, placeholder: '?', value });

export const time = <T>(name: string, value: (row: T) => Date | null): Column<T> => ({
  name,
  placeholder: '?::timestamptz',
  value: (row) => value(row)?.toISOString() ?? null,
});

/** A JSON column; null is stored as SQL NULL, as the ORM did. */
export const json = <T>(name: string, value: (row: T) => unknown): Column<T> => ({
  name,
  placeholder: '?::jsonb',
  value: (row) => {
    const data = value(row);
    return data === null ? null : JSON.stringify(data);
  },
});

/** `name = placeholder, ...` for an update of `columns`. */
export const assignments = <T>(columns: Column<T>[]): string =>
  columns.map((column) => `${column.name} = ${column.placeholder}`).join(', ');
