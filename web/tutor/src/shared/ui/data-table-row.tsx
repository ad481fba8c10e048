import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The name a phone shows above the value (data-label); the header when left out. */
  label?: string;
  /** An action column: the header is only read out, and its cells carry no data-label. */
  action?: boolean;
  /** The cell names its row (a row header). */
  rowHeader?: boolean;
};

export type Expansion<T> = {
  /** What opens under a row, or null while it is closed. */
  render: (row: T) => ReactNode;
  rowClassName?: string;
  cellClassName?: string;
};

type RowProps<T> = {
  row: T;
  columns: readonly Column<T>[];
  rowClassName?: (row: T) => string | undefined;
  expansion?: Expansion<T>;
};

/** One row of cells, and under it the row's opened content while it has some. */
export function Row<T>({ row, columns, rowClassName, expansion }: RowProps<T>) {
  const opened = expansion?.render(row) ?? null;
  return (
    <>
      <tr className={rowClassName?.(row)}>
        {columns.map((column) => {
          const Cell = column.rowHeader ? 'th' : 'td';
          return (
            <Cell
              key={column.header}
              scope={column.rowHeader ? 'row' : undefined}
              data-label={column.action ? undefined : (column.label ?? column.header)}
              className={column.className}
            >
              {column.cell(row)}
            </Cell>
          );
        })}
      </tr>
      {opened === null ? null : (
        <tr className={expansion?.rowClassName}>
          <td colSpan={columns.length} className={expansion?.cellClassName}>
            {opened}
          </td>
        </tr>
      )}
    </>
  );
}

/** The last column of buttons or links: its header is only read out, and its cells carry no phone label. */
export function actionColumn<T>(cell: (row: T) => ReactNode, className = 'cell-action'): Column<T> {
  return { header: 'Action', action: true, className, cell };
}
