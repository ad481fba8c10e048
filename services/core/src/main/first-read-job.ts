import { type ReconcileLoop, startReconcileLoop } from '../adapters/scheduling/reconcile-loop.ts';
import { runFirstReads } from '../application/first-read/run-first-reads.use-case.ts';
import type { Container } from './container.ts';

/**
 * Runs the owed automatic first reads at start and every FIRST_READ_INTERVAL_MS (the worker in full mode, the server
 * in embedded mode), apart from any request. Several processes may run it: each first read is claimed before it runs.
 */
export function startFirstReadJob(container: Pick<Container, 'config' | 'logger' | 'firstReadJob'>): ReconcileLoop {
  const { config, logger, firstReadJob } = container;
  const idle = ': 0 read, 0 to retry, 0 unavailable, 0 taken by another process';
  return startReconcileLoop({
    name: 'first read',
    intervalMs: config.firstRead.intervalMs,
    // A pass reads at most a batch; one that outlives the lease has lost its claims anyway.
    timeoutMs: config.firstRead.leaseSeconds * 1000,
    logger: {
      // A pass with nothing to read says nothing: one line a second would bury the ones that matter.
      info: (line: string) => (line.endsWith(idle) ? undefined : logger.info(line)),
      error: (line: string) => logger.error(line),
    },
    pass: async (signal) => {
      const { read, retrying, unavailable, takenByAnother } = await runFirstReads(
        firstReadJob,
        config.firstRead,
        signal,
      );
      return `${read} read, ${retrying} to retry, ${unavailable} unavailable, ${takenByAnother} taken by another process`;
    },
  });
}
