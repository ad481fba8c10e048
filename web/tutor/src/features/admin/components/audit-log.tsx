import { formatDateTime } from '@mocktest/web-shared/format';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import type { LoadError } from '../../../shared/ui/load-states';

type AuditEntry = { id: string; createdAt: string };

type AuditLogProps<T extends AuditEntry> = {
  title: string;
  intro: string;
  caption: string;
  entries: readonly T[] | undefined;
  error: LoadError | null;
  loadingLabel: string;
  emptyText: string;
  /** Who made the change. */
  by: (entry: T) => ReactNode;
  byClassName?: string;
  /** What changed, after the When and By columns. */
  columns: readonly Column<T>[];
};

/** An admin audit log under its heading: newest first, when and by whom, then what changed and why. */
export function AuditLog<T extends AuditEntry>({
  title,
  intro,
  emptyText,
  by,
  byClassName,
  columns,
  ...table
}: AuditLogProps<T>) {
  const all: Column<T>[] = [
    { header: 'When', cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> },
    { header: 'By', className: byClassName, cell: by },
    ...columns,
  ];
  return (
    <>
      <h2 className="section-title">{title}</h2>
      <p className="muted">{intro}</p>
      <DataTable
        {...table}
        rows={table.entries}
        columns={all}
        rowKey={(entry) => entry.id}
        empty={<p className="muted">{emptyText}</p>}
      />
    </>
  );
}
