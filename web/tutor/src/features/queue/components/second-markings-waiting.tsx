import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@mocktest/web-shared/format';
import { Link } from 'react-router';
import type { SecondMarkingQueueQuery } from '../../../gql/graphql';
import { actionColumn, type Column } from '../../../shared/ui/data-table';
import { queryError } from '../../../shared/ui/load-states';
import { secondMarkingQueueQuery } from '../graphql/second-marking-queue.query';
import { candidateAndExamColumns, kindColumn } from './queue-columns';
import { QueueSideList, sideListQueryOptions } from './queue-side-list';

type Entry = SecondMarkingQueueQuery['secondMarkingQueue']['items'][number];

const columns: Column<Entry>[] = [
  ...candidateAndExamColumns(),
  { header: 'Test', cell: (item) => item.attempt.mockTest.title },
  { header: 'Submitted', cell: (item) => (item.attempt.submittedAt ? formatDateTime(item.attempt.submittedAt) : '') },
  {
    header: 'Held by',
    cell: (item) => (item.claimedByMe ? 'You' : (item.claimedBy ?? <span className="muted">Unclaimed</span>)),
  },
  kindColumn('Second marking'),
  // The name starts with the visible word, so a voice user saying "Mark" reaches it.
  actionColumn((item) => (
    <Link
      className="button button--primary button--small"
      to={`/second-marking/${item.attempt.id}`}
      aria-label={`${item.claimedByMe ? 'Continue' : 'Mark'}: second marking of ${item.attempt.mockTest.title} by ${item.candidateName}`}
    >
      {item.claimedByMe ? 'Continue' : 'Mark'}
    </Link>
  )),
];

/**
 * Blind second markings, each an entry of its own marked "Second marking". They appear once the first evaluation is
 * published (so the first marker is settled and never sees the entry) and have no deadline: the candidate gets the
 * first evaluation whatever the second says.
 */
export function SecondMarkingsWaiting() {
  const query = useQuery(secondMarkingQueueQuery, sideListQueryOptions);
  return (
    <QueueSideList
      headingId="second-markings-title"
      title="Second markings"
      intro={
        <p className="muted">
          A sample of answers is marked a second time, blind: you will not see the first tutor's evaluation, and the
          candidate never sees yours.
        </p>
      }
      items={query.data?.secondMarkingQueue.items}
      error={queryError(query)}
      emptyText="No answers are waiting for a second marking."
      caption="Answers waiting for a blind second marking, oldest first"
      columns={columns}
      rowKey={(item) => item.attempt.id}
    />
  );
}
