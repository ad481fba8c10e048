import '../queue.css';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { useNow } from '@mocktest/web-shared/time';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../shared/ui/pagination';
import { QueueTable } from '../components/queue-table';
import { evaluationQueueQuery } from '../graphql/evaluation-queue.query';

const pageSize = 20;
const refreshMs = 30_000;

function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The submitted answers waiting for a tutor, oldest deadline first as the server orders them. */
export function QueuePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const now = useNow(refreshMs);
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const { data, error, networkStatus, refetch } = useQuery(evaluationQueueQuery, {
    variables: { limit: pageSize, offset: (page - 1) * pageSize },
    fetchPolicy: 'cache-and-network',
    pollInterval: refreshMs,
    notifyOnNetworkStatusChange: true,
  });
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);

  const queue = data?.evaluationQueue;
  const hasQueue = queue !== undefined;
  useEffect(() => {
    // Every finished fetch counts, including polls that brought no change.
    if (hasQueue && networkStatus === NetworkStatus.ready) setUpdatedAt(new Date().toISOString());
  }, [hasQueue, networkStatus]);

  const lastPage = queue ? Math.max(1, Math.ceil(queue.total / pageSize)) : 1;
  useEffect(() => {
    // Items leave the queue as they are released, so a deep page can become empty.
    if (queue && page > lastPage) setSearchParams(lastPage === 1 ? {} : { page: String(lastPage) });
  }, [queue, page, lastPage, setSearchParams]);

  function goToPage(next: number) {
    setSearchParams(next === 1 ? {} : { page: String(next) });
  }

  async function refresh() {
    setRefreshError(null);
    try {
      await refetch();
    } catch (caught) {
      setRefreshError(describeError(caught).message);
    }
  }

  const refreshing = networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.poll;
  const shownError = refreshError ?? (error ? describeError(error).message : null);

  return (
    <section className="page" aria-labelledby="queue-title">
      <div className="page-header">
        <div>
          <h1 id="queue-title">Evaluation queue</h1>
          <p className="muted">Submitted answers, oldest deadline first. The list refreshes every 30 seconds.</p>
        </div>
        <div className="page-header-actions">
          {updatedAt ? (
            <span className="muted small" aria-live="polite">
              Updated {formatDateTime(updatedAt)}
            </span>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void refresh()}
            disabled={refreshing}
            aria-busy={refreshing}
          >
            Refresh
          </button>
        </div>
      </div>

      {shownError ? (
        <ErrorAlert
          title={queue ? 'The queue could not be refreshed.' : 'The queue could not be loaded.'}
          message={shownError}
          onRetry={() => void refresh()}
        />
      ) : null}

      {!queue && !shownError ? <LoadingState label="Loading the queue…" /> : null}

      {queue && queue.items.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">No answers are waiting for evaluation.</p>
          <p className="muted">New submissions appear here automatically.</p>
        </div>
      ) : null}

      {queue && queue.items.length > 0 ? (
        <div className="card card-flush">
          <QueueTable items={queue.items} now={now} />
          <Pagination page={page} pageSize={pageSize} total={queue.total} onPageChange={goToPage} />
        </div>
      ) : null}
    </section>
  );
}
