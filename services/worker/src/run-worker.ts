import {
  createContainer,
  createDeadlineQueueCounts,
  deadlineQueueStates,
  handleTimer,
  loadConfig,
  startDeadlineReconcileLoop,
  startDeadlineWorker,
  startFirstReadJob,
  startMailRelay,
  startMetricsServer,
  startPlanExpiryLoop,
  startWebhookRelay,
} from '@mocktest/core';
import { flushTracing } from '@mocktest/core/tracing';

// The worker process of full mode: consumes the BullMQ deadline queue, reconciles deadlines from the database and
// sends the mail outbox; with METRICS_PORT it serves its metrics, the deadline queue's counts among them.
// It owns no business rule; everything comes from the core's composition root and use cases.

const shutdownGraceMs = 15_000;

const config = loadConfig();
if (!config.redisUrl) {
  process.stderr.write('The worker needs REDIS_URL (redis://...); embedded mode runs deadlines inside the core.\n');
  process.exit(1);
}

const container = await createContainer(config);
const { deps, logger } = container;
// The question bank in memory before the first due timer, as the core does; a bank not seeded yet (the first core
// still starting) is loaded by the first timer that needs it.
await container.questionBank
  .preload()
  .catch((error: unknown) => logger.warn(`question bank not loaded yet: ${describe(error)}`));

const { scheduling } = config;
const deadlineWorker = startDeadlineWorker({
  redisUrl: config.redisUrl,
  prefix: config.redisKeyPrefix,
  // Attempt timers and the tutors' escalations share the queue (handle-timer.ts tells them apart).
  handle: (timerId) => handleTimer(deps, timerId),
  logger,
  concurrency: scheduling.workerConcurrency,
  recovery: { lockMs: scheduling.jobLockSeconds * 1000, stalledCheckMs: scheduling.stalledCheckSeconds * 1000 },
  onHandled: container.metrics?.observeTimerLateness,
});

const reconciler = startDeadlineReconcileLoop({
  deps,
  intervalMs: scheduling.reconcileIntervalSeconds * 1000,
  timeoutMs: scheduling.reconcileTimeoutSeconds * 1000,
  logger,
});
const planExpiry = startPlanExpiryLoop({
  deps,
  intervalMs: config.payments.planExpiryCheckSeconds * 1000,
  timeoutMs: scheduling.reconcileTimeoutSeconds * 1000,
  batchSize: config.payments.planExpiryBatchSize,
  logger,
});
// Sends the outbox through SMTP_URL (several workers may run: each mail is claimed before it is sent).
const mailRelay = startMailRelay(container);
// Sends the webhook outbox (several workers may run: each delivery is claimed before its POST).
const webhookRelay = startWebhookRelay(container);
// Runs the automatic first reads of submitted answers (several workers may run: each is claimed before it runs).
const firstReadJob = startFirstReadJob(container);
const queueCounts = container.metrics
  ? createDeadlineQueueCounts({ redisUrl: config.redisUrl, prefix: config.redisKeyPrefix })
  : null;
if (queueCounts) container.metrics?.watchDeadlineQueue(deadlineQueueStates, queueCounts.counts);
const metricsServer =
  container.metrics && config.metrics
    ? await startMetricsServer({ registry: container.metrics.registry, ...config.metrics })
    : null;
logger.info('worker started: consuming evaluation deadlines, mailing plan-expired notices, relaying the outbox');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`worker: ${signal} received, shutting down`);
  // If a close hangs (a stuck job, an unreachable server), leave anyway; BullMQ re-delivers unfinished jobs.
  setTimeout(() => process.exit(1), shutdownGraceMs).unref();
  try {
    await reconciler.stop();
    await planExpiry.stop();
    await mailRelay?.stop();
    await webhookRelay.stop();
    await firstReadJob.stop();
    await deadlineWorker.close();
    await metricsServer?.close();
    await queueCounts?.close();
    await container.close();
  } catch (error) {
    logger.error(`worker shutdown failed: ${describe(error)}`);
    process.exitCode = 1;
  }
  await flushTracing();
}

process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

function describe(error: unknown): string {
  if (error instanceof AggregateError) return [error.message, ...error.errors.map(describe)].join('\n  ');
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
