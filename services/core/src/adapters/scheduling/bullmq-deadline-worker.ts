import { Worker } from 'bullmq';
import { type DeadlineJobData, evaluationDeadlinesQueue } from './bullmq-deadline-scheduler.ts';

const maxEarlyWaitMs = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type WorkerLogger = { error(message: string): void };

/**
 * Consumes the deadline queue: calls `handle` with the attempt id of each due job. A throwing handler fails the job,
 * which BullMQ retries with backoff.
 */
export function startDeadlineWorker(options: {
  redisUrl: string;
  handle: (attemptId: string) => Promise<unknown>;
  logger: WorkerLogger;
  concurrency?: number;
  /** Redis key prefix; must match the scheduler's. */
  prefix?: string;
}): { close(): Promise<void> } {
  // Blocking worker connections must retry forever instead of failing commands (BullMQ requirement).
  const worker = new Worker<DeadlineJobData>(
    evaluationDeadlinesQueue,
    async (job) => {
      // Redis may promote a delayed job a hair early (or the producer's clock runs ahead); the deadline use case
      // skips early wake-ups, so wait out the difference rather than lose the deadline until the next reconcile.
      const early = job.timestamp + (job.opts.delay ?? 0) - Date.now();
      if (early > 0) await sleep(Math.min(early, maxEarlyWaitMs));
      await options.handle(job.data.attemptId);
    },
    {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null },
      concurrency: options.concurrency ?? 10,
      ...(options.prefix ? { prefix: options.prefix } : {}),
    },
  );
  worker.on('failed', (job, error) => {
    const attempt = job ? `attempt ${job.data.attemptId} (try ${job.attemptsMade})` : 'unknown job';
    options.logger.error(`deadline of ${attempt} failed: ${error.stack ?? error.message}`);
  });
  // Without a listener, a Redis outage would surface as an unhandled 'error' event and kill the process.
  worker.on('error', (error) => options.logger.error(`deadline worker: ${error.message}`));
  return {
    async close() {
      await worker.close();
    },
  };
}
