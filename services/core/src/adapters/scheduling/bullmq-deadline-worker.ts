import { Worker } from 'bullmq';
import { inJobSpan } from '../tracing/trace-context.ts';
import { type DeadlineJobData, evaluationDeadlinesQueue } from './bullmq-deadline-scheduler.ts';
import { createRateLimitedErrorLog } from './rate-limited-log.ts';

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
  /**
   * Recovery of jobs whose worker died (kill -9, lost host): a running job holds a lock renewed every half
   * `lockMs`; a check every `stalledCheckMs` finds jobs whose lock lapsed and puts them back in the queue, so
   * another worker runs them within about lockMs + 2 * stalledCheckMs (BullMQ's defaults, 30 s each, made that
   * up to a minute and a half).
   */
  recovery: { lockMs: number; stalledCheckMs: number };
  /** Told how many seconds after its due time each job was handled (the metrics' lateness histogram). */
  onHandled?: (latenessSeconds: number) => void;
}): { close(): Promise<void> } {
  // Blocking worker connections must retry forever instead of failing commands (BullMQ requirement).
  const worker = new Worker<DeadlineJobData>(
    evaluationDeadlinesQueue,
    async (job) => {
      // Redis may promote a delayed job a hair early (or the producer's clock runs ahead); the deadline use case
      // skips early wake-ups, so wait out the difference rather than lose the deadline until the next reconcile.
      const dueAt = job.timestamp + (job.opts.delay ?? 0);
      const early = dueAt - Date.now();
      if (early > 0) await sleep(Math.min(early, maxEarlyWaitMs));
      const attributes = { 'mocktest.timer_id': job.data.attemptId, 'messaging.message.id': job.id ?? '' };
      await inJobSpan('deadline job', job.data.trace, attributes, () => options.handle(job.data.attemptId));
      options.onHandled?.((Date.now() - dueAt) / 1000);
    },
    {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null },
      concurrency: options.concurrency ?? 10,
      lockDuration: options.recovery.lockMs,
      stalledInterval: options.recovery.stalledCheckMs,
      ...(options.prefix ? { prefix: options.prefix } : {}),
    },
  );
  worker.on('failed', (job, error) => {
    const attempt = job ? `attempt ${job.data.attemptId} (try ${job.attemptsMade})` : 'unknown job';
    options.logger.error(`deadline of ${attempt} failed: ${error.stack ?? error.message}`);
  });
  worker.on('stalled', (jobId) => options.logger.error(`deadline job ${jobId} lost its worker; it runs again`));
  // Without a listener, a Redis outage would surface as an unhandled 'error' event and kill the process.
  const errors = createRateLimitedErrorLog(options.logger);
  worker.on('error', (error) => errors.error(`deadline worker: ${error.message}`));
  return {
    async close() {
      await worker.close();
    },
  };
}
