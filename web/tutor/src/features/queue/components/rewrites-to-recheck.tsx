import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@mocktest/web-shared/format';
import { Link } from 'react-router';
import type { RecheckQueueQuery } from '../../../gql/graphql';
import { actionColumn, type Column } from '../../../shared/ui/data-table';
import { queryError } from '../../../shared/ui/load-states';
import { recheckQueueQuery } from '../graphql/recheck-queue.query';
import { candidateAndExamColumns, kindColumn } from './queue-columns';
import { QueueSideList, sideListQueryOptions } from './queue-side-list';

type Rewrite = RecheckQueueQuery['recheckQueue']['items'][number];

const columns: Column<Rewrite>[] = [
  ...candidateAndExamColumns(),
  { header: 'Test', cell: (item) => item.original.mockTest.title },
  { header: 'Submitted', cell: (item) => formatDateTime(item.rewrite.submittedAt) },
  { header: 'Release', cell: (item) => formatDateTime(item.rewrite.deadlineAt) },
  kindColumn('Rewrite'),
  actionColumn((item) => (
    <Link className="button button--primary button--small" to={`/recheck/${item.rewrite.id}`}>
      Recheck
    </Link>
  )),
];

/**
 * Candidates' rewrites of evaluated answers, each an item of its own marked as a rewrite: the tutor judges per
 * criterion whether the weaknesses were fixed. Oldest release deadline first.
 */
export function RewritesToRecheck() {
  const query = useQuery(recheckQueueQuery, sideListQueryOptions);
  return (
    <QueueSideList
      headingId="rewrites-title"
      title="Rewrites to recheck"
      items={query.data?.recheckQueue.items}
      error={queryError(query)}
      emptyText="No rewrites are waiting for a recheck."
      caption="Rewrites waiting for a recheck, oldest deadline first"
      columns={columns}
      rowKey={(item) => item.rewrite.id}
    />
  );
}
