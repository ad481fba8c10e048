import { Gauge, type Registry } from 'prom-client';
import type { OperationsFigures } from '../../application/admin/turnaround-reads.ts';

// prom-client collects every metric of a scrape at once: the figures are read once and shared for this long.
const sharedForMs = 1000;

/**
 * The plans' promise as it stands, from the database at each scrape: answers waiting by plan (overdue, due within the
 * hour), the deadlines of the last hour and day and how many were released on time, and the outboxes' backlogs. The
 * database is shared, so every process shows the same figures: take the max across them, never the sum.
 */
export function watchOperations(registry: Registry, read: () => Promise<OperationsFigures>): void {
  let shared: { at: number; figures: Promise<OperationsFigures | null> } | null = null;
  const figures = () => {
    if (!shared || Date.now() - shared.at > sharedForMs) {
      // An unreachable database leaves these gauges empty for the scrape; the readiness probe says why.
      shared = { at: Date.now(), figures: read().catch(() => null) };
    }
    return shared.figures;
  };
  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (gauge: Gauge<L>, figures: OperationsFigures) => void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const read = await figures();
        this.reset();
        if (read) fill(this, read);
      },
    });

  gauge('mocktest_answers_waiting', 'Submitted answers without a published evaluation, by plan.', ['plan'], (g, f) => {
    for (const row of f.waiting) g.set({ plan: row.plan }, row.waiting);
  });
  gauge('mocktest_answers_overdue', 'Of those, the ones past their evaluation deadline, by plan.', ['plan'], (g, f) => {
    for (const row of f.waiting) g.set({ plan: row.plan }, row.overdue);
  });
  gauge(
    'mocktest_answers_due_within_hour',
    'Of those, the ones whose deadline falls within the next hour, by plan.',
    ['plan'],
    (g, f) => {
      for (const row of f.waiting) g.set({ plan: row.plan }, row.dueWithinHour);
    },
  );
  gauge('mocktest_releases_due', 'Evaluation deadlines that fell within the window.', ['window'], (g, f) => {
    for (const row of f.releases) g.set({ window: `${row.hours}h` }, row.due);
  });
  gauge(
    'mocktest_releases_on_time_ratio',
    'Share of those deadlines met with a published evaluation (the SLA); absent while none fell due.',
    ['window'],
    (g, f) => {
      for (const row of f.releases) if (row.due > 0) g.set({ window: `${row.hours}h` }, row.onTime / row.due);
    },
  );
  gauge(
    'mocktest_outbox_backlog',
    'Mails, webhook deliveries and first reads not done yet, by outbox and status (pending, failed, unavailable).',
    ['outbox', 'status'],
    (g, f) => {
      for (const row of f.outboxes) g.set({ outbox: row.outbox, status: row.status }, row.count);
    },
  );
}
