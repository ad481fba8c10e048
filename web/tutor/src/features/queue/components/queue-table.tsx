import { formatDateTime } from '@mocktest/web-shared/format';
import { Link } from 'react-router';
import type { EvaluationQueueQuery } from '../../../gql/graphql';
import { actionColumn, type Column, DataTable } from '../../../shared/ui/data-table';
import { EmptyState, type LoadError } from '../../../shared/ui/load-states';
import type { PaginationProps } from '../../../shared/ui/pagination';
import { deadlineLabel } from '../lib/deadline-label';
import { queueStatus } from '../lib/queue-status';
import { DeadlineCell } from './deadline-cell';
import { candidateAndExamColumns } from './queue-columns';

type Queue = EvaluationQueueQuery['evaluationQueue'];
type QueueItem = Queue['items'][number];

function queueColumns(now: number): Column<QueueItem>[] {
  return [
    ...candidateAndExamColumns(),
    { header: 'Plan', cell: (item) => item.plan?.name ?? '—' },
    { header: 'Test', cell: (item) => item.attempt.mockTest.title },
    {
      header: 'Submitted',
      cell: ({ attempt }) =>
        attempt.submittedAt ? <time dateTime={attempt.submittedAt}>{formatDateTime(attempt.submittedAt)}</time> : '—',
    },
    {
      header: 'Deadline',
      cell: (item) => (
        <DeadlineCell
          deadlineAt={item.attempt.deadlineAt}
          submittedAt={item.attempt.submittedAt}
          now={now}
          done={Boolean(item.evaluation?.published)}
        />
      ),
    },
    {
      header: 'Status',
      cell: (item) => {
        const status = queueStatus(item);
        const deadline = deadlineLabel(item.deadlineState);
        return (
          <>
            <span className={`status-badge status-${status.tone}`}>{status.label}</span>
            {deadline ? <span className={deadline.badgeClass}>{deadline.text}</span> : null}
          </>
        );
      },
    },
    actionColumn((item) => (
      <Link className="button button--primary button--small" to={`/grade/${item.attempt.id}`}>
        Grade
      </Link>
    )),
  ];
}

type QueueTableProps = {
  queue: Queue | undefined;
  /** Whether filters narrow the list (the empty state says so). */
  filtered: boolean;
  error: LoadError | null;
  now: number;
  pager: Omit<PaginationProps, 'total'>;
};

/** The queue as a table with its pager; on narrow screens each row becomes a card (see .queue-table in the styles). */
export function QueueTable({ queue, filtered, error, now, pager }: QueueTableProps) {
  return (
    <DataTable
      rows={queue?.items}
      error={error}
      loadingLabel="Loading the queue…"
      empty={
        <EmptyState
          title={filtered ? 'No answers match these filters.' : 'No answers are waiting for evaluation.'}
          hint="New submissions appear here automatically."
        />
      }
      tableClassName="queue-table"
      caption="Submitted answers, oldest deadline first"
      columns={queueColumns(now)}
      rowKey={(item) => item.attempt.id}
      // Overdue rows are red, rows past the escalation point amber: both from the server's one verdict.
      rowClassName={(item) => deadlineLabel(item.deadlineState)?.rowClass}
      pager={queue ? { ...pager, total: queue.total } : undefined}
    />
  );
}
