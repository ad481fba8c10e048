import { formatDateTime } from '@mocktest/web-shared/format';
import { Link } from 'react-router';
import type { MyGradedWorkQuery } from '../../../gql/graphql';
import { actionColumn, type Column, DataTable } from '../../../shared/ui/data-table';
import { EmptyState, type LoadError } from '../../../shared/ui/load-states';
import type { PaginationProps } from '../../../shared/ui/pagination';

type Work = MyGradedWorkQuery['myGradedWork'];
type GradedItem = Work['items'][number];

const columns: Column<GradedItem>[] = [
  {
    header: 'Candidate',
    cell: (item) => (
      <div>
        <div className="cell-strong">{item.candidateName}</div>
        <div className="muted small">{item.candidateEmail}</div>
      </div>
    ),
  },
  { header: 'Exam', cell: (item) => item.exam.label },
  { header: 'Test', cell: (item) => item.attempt.mockTest.title },
  { header: 'Overall (estimate)', className: 'cell-strong', cell: (item) => item.evaluation?.overall?.display ?? '—' },
  {
    header: 'Published',
    cell: ({ evaluation }) =>
      evaluation?.publishedAt ? (
        <time dateTime={evaluation.publishedAt}>{formatDateTime(evaluation.publishedAt)}</time>
      ) : (
        '—'
      ),
  },
  {
    header: 'Turnaround',
    cell: (item) =>
      item.onTime === false ? (
        <span className="status-badge status-late">Late</span>
      ) : (
        <span className="status-badge status-done">On time</span>
      ),
  },
  // Until the release, the publisher may still amend it: the grading page opens with the form.
  actionColumn((item) => (
    <>
      {item.amendable ? (
        <Link
          className="button button--primary button--small"
          to={`/grade/${item.attempt.id}?amend=1`}
          aria-label={`Amend the evaluation of ${item.candidateName}`}
        >
          Amend
        </Link>
      ) : null}
      <Link className="button button--secondary button--small" to={`/grade/${item.attempt.id}`}>
        Open
      </Link>
    </>
  )),
];

type GradedWorkTableProps = {
  work: Work | undefined;
  search: string;
  error: LoadError | null;
  pager: Omit<PaginationProps, 'total'>;
};

/** The tutor's published evaluations as a table with its pager (cards on phones, as the queue's). */
export function GradedWorkTable({ work, search, error, pager }: GradedWorkTableProps) {
  return (
    <DataTable
      rows={work?.items}
      error={error}
      loadingLabel="Loading your work…"
      empty={
        <EmptyState
          title={search ? `Nothing you published matches “${search}”.` : 'You have not published an evaluation yet.'}
          hint="Published evaluations appear here, newest first."
        />
      }
      tableClassName="work-table"
      caption="Your published evaluations, newest first"
      columns={columns}
      rowKey={(item) => item.attempt.id}
      pager={work ? { ...pager, total: work.total } : undefined}
    />
  );
}
