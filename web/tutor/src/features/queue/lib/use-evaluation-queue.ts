import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { useEffect, useState } from 'react';
import type { QueueFilter } from '../../../gql/graphql';
import { evaluationQueueQuery } from '../graphql/evaluation-queue.query';

const refreshMs = 30_000;

type Options = { page: number; pageSize: number; filter: QueueFilter | null; onPastLastPage: (last: number) => void };

/**
 * One page of the queue, polled; when it last came; a Refresh whose failure is kept for the alert even while the
 * earlier rows stay on screen.
 */
export function useEvaluationQueue({ page, pageSize, filter, onPastLastPage }: Options) {
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const { data, error, networkStatus, refetch } = useQuery(evaluationQueueQuery, {
    variables: { limit: pageSize, offset: (page - 1) * pageSize, filter },
    fetchPolicy: 'cache-and-network',
    pollInterval: refreshMs,
    notifyOnNetworkStatusChange: true,
  });

  const queue = data?.evaluationQueue;
  const hasQueue = queue !== undefined;
  useEffect(() => {
    // Every finished fetch counts, including polls that brought no change.
    if (hasQueue && networkStatus === NetworkStatus.ready) setUpdatedAt(new Date().toISOString());
  }, [hasQueue, networkStatus]);

  const lastPage = queue ? Math.max(1, Math.ceil(queue.total / pageSize)) : 1;
  useEffect(() => {
    // Items leave the queue as they are released, so a deep page can become empty.
    if (queue && page > lastPage) onPastLastPage(lastPage);
  }, [queue, page, lastPage, onPastLastPage]);

  async function refresh() {
    setRefreshError(null);
    try {
      await refetch();
    } catch (caught) {
      setRefreshError(describeError(caught).message);
    }
  }

  return {
    queue,
    updatedAt,
    refresh,
    refreshing: networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.poll,
    errorMessage: refreshError ?? (error ? describeError(error).message : null),
  };
}
