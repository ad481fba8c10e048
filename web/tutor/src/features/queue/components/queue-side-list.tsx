import './queue-side-list.css';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import type { LoadError } from '../../../shared/ui/load-states';

/** The side lists read 50 entries and poll as the queue does. */
export const sideListQueryOptions = {
  variables: { limit: 50, offset: 0 },
  fetchPolicy: 'cache-and-network',
  pollInterval: 30_000,
} as const;

type QueueSideListProps<T> = {
  headingId: string;
  title: string;
  intro?: ReactNode;
  items: readonly T[] | undefined;
  error: LoadError | null;
  emptyText: string;
  caption: string;
  columns: readonly Column<T>[];
  rowKey: (item: T) => string;
};

/** A list under the evaluation queue, with a heading; a failed poll keeps the rows it had and says nothing. */
export function QueueSideList<T>({
  headingId,
  title,
  intro,
  items,
  error,
  emptyText,
  ...table
}: QueueSideListProps<T>) {
  return (
    <section className="queue-side-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro}
      <DataTable
        {...table}
        rows={items}
        error={items ? null : error}
        empty={<p className="muted">{emptyText}</p>}
        tableClassName="queue-table"
      />
    </section>
  );
}
