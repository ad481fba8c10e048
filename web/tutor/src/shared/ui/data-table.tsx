import './data-table.css';
import type { ReactNode } from 'react';
import { type Column, type Expansion, Row } from './data-table-row';
import { type LoadError, LoadStates } from './load-states';
import { Pagination, type PaginationProps } from './pagination';

export { actionColumn, type Column } from './data-table-row';

type TableProps<T> = {
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** A caption for assistive technology only; or name the table by a heading with labelledBy. */
  caption?: string;
  labelledBy?: string;
  /** The class the styles and the phone layout hang on. */
  tableClassName?: 'admin-table' | 'queue-table' | 'work-table';
  rowClassName?: (row: T) => string | undefined;
  expansion?: Expansion<T>;
  pager?: PaginationProps;
  /** A line above the table, shown only with rows. */
  note?: ReactNode;
};

type DataTableProps<T> = TableProps<T> & {
  /** Undefined until the first answer. */
  rows: readonly T[] | undefined;
  error?: LoadError | null;
  loadingLabel?: string;
  /** Shown instead of an empty table; without it an empty table keeps its headers. */
  empty?: ReactNode;
};

/** A table in a card, with its load states, an empty state and an optional pager; a phone shows each row as a card. */
export function DataTable<T>({ rows, error, loadingLabel, empty, ...table }: DataTableProps<T>) {
  return (
    <LoadStates data={rows} error={error} loadingLabel={loadingLabel}>
      {(loaded) => (loaded.length === 0 && empty !== undefined ? empty : <TableCard rows={loaded} {...table} />)}
    </LoadStates>
  );
}

function TableCard<T>(props: TableProps<T> & { rows: readonly T[] }) {
  const { rows, columns, rowKey, caption, labelledBy, tableClassName, pager, note, ...rest } = props;
  return (
    <>
      {note}
      <div className="card card-flush">
        <div className="table-wrap">
          <table className={tableClassName ?? 'admin-table'} aria-labelledby={labelledBy}>
            {caption ? <caption className="visually-hidden">{caption}</caption> : null}
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col" key={column.header}>
                    {column.action ? <span className="visually-hidden">{column.header}</span> : column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Row key={rowKey(row)} row={row} columns={columns} {...rest} />
              ))}
            </tbody>
          </table>
        </div>
        {pager ? <Pagination {...pager} /> : null}
      </div>
    </>
  );
}
