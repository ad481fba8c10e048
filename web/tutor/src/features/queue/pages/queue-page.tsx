import '../queue.css';
import { useQuery } from '@apollo/client/react';
import { useNow } from '@mocktest/web-shared/time';
import { usePageParam, withPage } from '../../../shared/ui/use-page-param';
import { DeadlineEscalation } from '../components/deadline-escalation';
import { QueueFiltersForm } from '../components/queue-filters-form';
import { QueueHeader } from '../components/queue-header';
import { QueueTable } from '../components/queue-table';
import { RewritesToRecheck } from '../components/rewrites-to-recheck';
import { SecondMarkingsWaiting } from '../components/second-markings-waiting';
import { queueOptionsQuery } from '../graphql/queue-options.query';
import { filtersFromSearch, type QueueFilters, queueFilterArgument, searchFromFilters } from '../lib/queue-filters';
import { useEvaluationQueue } from '../lib/use-evaluation-queue';

const pageSize = 20;
// The countdowns speak in minutes: a tick every 10 seconds keeps them true to the minute.
const tickMs = 10_000;

/** The submitted answers waiting for a tutor, oldest deadline first as the server orders them. */
export function QueuePage() {
  const { page, goToPage, searchParams, setSearchParams } = usePageParam();
  const filters = filtersFromSearch(searchParams);
  const filter = queueFilterArgument(filters);
  const now = useNow(tickMs);
  const options = useQuery(queueOptionsQuery).data;
  const { queue, updatedAt, refresh, refreshing, errorMessage } = useEvaluationQueue({
    page,
    pageSize,
    filter,
    onPastLastPage: (last) => setSearchParams(withPage(searchParams, last)),
  });

  function applyFilters(next: QueueFilters) {
    // A new filter starts on its first page.
    setSearchParams(searchFromFilters(next));
  }

  return (
    <section className="page" aria-labelledby="queue-title">
      <QueueHeader updatedAt={updatedAt} refreshing={refreshing} onRefresh={() => void refresh()} />

      <DeadlineEscalation />

      <QueueFiltersForm
        filters={filters}
        exams={(options?.exams ?? []).map((exam) => ({ value: exam.key, label: exam.label }))}
        plans={(options?.plans ?? []).map((plan) => ({ value: plan.key, label: plan.name }))}
        onChange={applyFilters}
      />

      <QueueTable
        queue={queue}
        filtered={Boolean(filter)}
        error={
          errorMessage
            ? {
                title: queue ? 'The queue could not be refreshed.' : 'The queue could not be loaded.',
                message: errorMessage,
                onRetry: () => void refresh(),
              }
            : null
        }
        now={now}
        pager={{ page, pageSize, onPageChange: goToPage }}
      />

      <RewritesToRecheck />

      <SecondMarkingsWaiting />
    </section>
  );
}
