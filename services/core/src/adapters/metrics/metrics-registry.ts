import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { OperationsFigures } from '../../application/admin/turnaround-reads.ts';
import type { PoolUse } from '../persistence/create-persistence.ts';
import type { DatabaseUnitKind } from '../persistence/database-access.ts';
import { watchOperations } from './operations-gauges.ts';

/**
 * One process's metrics in the Prometheus format: its memory, CPU, event-loop lag and garbage collection (prom-client's
 * defaults), the HTTP requests it answered, the GraphQL operations it ran and the deadline timers it handled (summed
 * across processes), and, read at each scrape, its readiness and figures of the shared database and queue (the same in
 * every process: take their max).
 */
export type Metrics = {
  registry: Registry;
  /** An answered HTTP request; `route` is the route's pattern (never the raw URL, whose values are unbounded). */
  observeHttp(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** A GraphQL operation, named by its type and first root field (`mutation submitAttempt`): a name the schema bounds. */
  observeGraphql(labels: { operation: string; outcome: 'ok' | 'error' }, seconds: number): void;
  /** A due timer handled this long after its due time. */
  observeTimerLateness(seconds: number): void;
  /** Shows the deadline queue's job counts by state, read from `counts` at each scrape (the worker's metrics). */
  watchDeadlineQueue(states: readonly string[], counts: () => Promise<Record<string, number>>): void;
  /** Shows the answers waiting, the releases on time and the outbox backlogs, read with `read` at each scrape. */
  watchOperations(read: () => Promise<OperationsFigures>): void;
  /** A repository call or a whole transaction took this long, its wait for a connection included. */
  observeDatabase(kind: DatabaseUnitKind, seconds: number): void;
  /** Shows the database pool's connections, read with `read` at each scrape (nothing when it answers null). */
  watchDatabasePool(read: () => Promise<PoolUse | null>): void;
  /** Shows the readiness verdict (what /readyz answers), asked with `check` at each scrape. */
  watchReadiness(check: () => Promise<{ ready: boolean }>): void;
};

// From a millisecond answer to a request that hangs for a minute.
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
// From a cached-plan primary-key read to a transaction stuck behind a lock.
const databaseBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
// From on time to an hour late: the alert on deadline lateness looks at the 60 s boundary.
const latenessBuckets = [0.1, 0.5, 1, 5, 15, 30, 60, 300, 900, 3600];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'mocktest_' });
  const http = new Histogram({
    name: 'mocktest_http_request_duration_seconds',
    help: 'HTTP requests answered, by method, route pattern and status, with their duration.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: requestBuckets,
    registers: [registry],
  });
  const graphql = new Histogram({
    name: 'mocktest_graphql_operation_duration_seconds',
    help: 'GraphQL operations run, by operation (type and first root field) and outcome, with their duration.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: requestBuckets,
    registers: [registry],
  });
  const lateness = new Histogram({
    name: 'mocktest_timer_lateness_seconds',
    help: 'Due timers (time-ups, evaluation deadlines, escalations) handled, by how long after their due time.',
    buckets: latenessBuckets,
    registers: [registry],
  });
  const database = new Histogram({
    name: 'mocktest_db_duration_seconds',
    help: 'Database work done, by kind (one repository call, or one whole transaction), with its duration.',
    labelNames: ['kind'] as const,
    buckets: databaseBuckets,
    registers: [registry],
  });
  return {
    registry,
    observeDatabase: (kind, seconds) => database.observe({ kind }, seconds),
    watchDatabasePool(read) {
      new Gauge({
        name: 'mocktest_db_pool_connections',
        help: "The PostgreSQL pool's connections: open (total), idle, and calls waiting for one.",
        labelNames: ['state'] as const,
        registers: [registry],
        async collect() {
          const use = await read().catch(() => null);
          if (!use) return this.reset();
          for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, use[state]);
        },
      });
    },
    observeHttp: ({ method, route, status }, seconds) =>
      http.observe({ method, route, status: String(status) }, seconds),
    observeGraphql: (labels, seconds) => graphql.observe(labels, seconds),
    observeTimerLateness: (seconds) => lateness.observe(Math.max(0, seconds)),
    watchOperations: (read) => watchOperations(registry, read),
    watchReadiness(check) {
      new Gauge({
        name: 'mocktest_ready',
        help: 'Whether this process would answer /readyz with 200 (1) or 503 (0).',
        registers: [registry],
        async collect() {
          this.set((await check().catch(() => ({ ready: false }))).ready ? 1 : 0);
        },
      });
    },
    watchDeadlineQueue(states, counts) {
      new Gauge({
        name: 'mocktest_deadline_queue_jobs',
        help: 'Jobs of the deadline queue by state, as Redis holds them (every worker shows the same queue).',
        labelNames: ['state'] as const,
        registers: [registry],
        async collect() {
          try {
            const byState = await counts();
            for (const state of states) this.set({ state }, byState[state] ?? 0);
          } catch {
            // Redis unreachable: no figure rather than a stale one; the readiness probe says why.
            this.reset();
          }
        },
      });
    },
  };
}
