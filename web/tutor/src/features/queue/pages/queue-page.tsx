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
import { DeadlineEscalation } from '../components/deadline-escalation';
import { QueueFiltersForm } from '../components/queue-filters-form';
import { QueueTable } from '../components/queue-table';
import { RewritesToRecheck } from '../components/rewrites-to-recheck';
import { SecondMarkingsWaiting } from '../components/second-markings-waiting';
import { evaluationQueueQuery } from '../graphql/evaluation-queue.query';
import { queueOptionsQuery } from '../graphql/queue-options.query';
import { filtersFromSearch, type QueueFilters, queueFilterArgument, searchFromFilters } from '../lib/queue-filters';

const pageSize = 20;
const refreshMs = 30_000;
// The countdowns speak in minutes: a tick every 10 seconds keeps them true to the minute.
const tickMs = 10_000;

function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address's query with another page number (page 1 is left out), the filters kept. */
function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The submitted answers waiting for a tutor, oldest deadline first as the server orders them. */
export function QueuePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const filters = filtersFromSearch(searchParams);
  const now = useNow(tickMs);
  const options = useQuery(queueOptionsQuery).data;
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const { data, error, networkStatus, refetch } = useQuery(evaluationQueueQuery, {
    variables: { limit: pageSize, offset: (page - 1) * pageSize, filter: queueFilterArgument(filters) },
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
    if (queue && page > lastPage) setSearchParams(withPage(searchParams, lastPage));
  }, [queue, page, lastPage, searchParams, setSearchParams]);

  function goToPage(next: number) {
    setSearchParams(withPage(searchParams, next));
  }

  function applyFilters(next: QueueFilters) {
    // A new filter starts on its first page.
    setSearchParams(searchFromFilters(next));
  }

  const filtered = Boolean(queueFilterArgument(filters));

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
          <p className="muted">
            Submitted answers, oldest deadline first. The list refreshes every 30 seconds; the time left counts down
            against each plan's minutes.
          </p>
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

      <DeadlineEscalation />

      <QueueFiltersForm
        filters={filters}
        exams={(options?.exams ?? []).map((exam) => ({ value: exam.key, label: exam.label }))}
        plans={(options?.plans ?? []).map((plan) => ({ value: plan.key, label: plan.name }))}
        onChange={applyFilters}
      />

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
          <p className="empty-title">
            {filtered ? 'No answers match these filters.' : 'No answers are waiting for evaluation.'}
          </p>
          <p className="muted">New submissions appear here automatically.</p>
        </div>
      ) : null}

      {queue && queue.items.length > 0 ? (
        <div className="card card-flush">
          <QueueTable items={queue.items} now={now} />
          <Pagination page={page} pageSize={pageSize} total={queue.total} onPageChange={goToPage} />
        </div>
      ) : null}

      <RewritesToRecheck />

      <SecondMarkingsWaiting />
    </section>
  );
}
