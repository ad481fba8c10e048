import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { DeadlineScheduler } from '../../application/attempt/ports.ts';
import { traceCarrier } from '../tracing/trace-context.ts';
import { withTimeout } from '../with-timeout.ts';
import { createRateLimitedErrorLog, type SchedulingLogger } from './rate-limited-log.ts';

/** The BullMQ queue that carries attempt timers (time up, evaluation deadline) from the core to the worker. */
export const evaluationDeadlinesQueue = 'evaluation-deadlines';

/** `trace`: the W3C headers of the trace that scheduled the job (when traced), which the job's span continues. */
export type DeadlineJobData = { attemptId: string; trace?: Record<string, string> };

/**
 * One job per attempt and due time: adding the same pair twice is a no-op in BullMQ, while a new time for the same
 * attempt is a new job, so it can be added even while the previous one is running.
 */
export function deadlineJobId(attemptId: string, at: Date): string {
  // BullMQ rejects ':' in custom ids; encoding keeps distinct attempt ids distinct.
  return `deadline-${encodeURIComponent(attemptId)}-${at.getTime()}`;
}

/** The due time a job id carries (`deadlineJobId`), in epoch milliseconds. */
function dueTimeOf(jobId: string): number {
  return Number(jobId.slice(jobId.lastIndexOf('-') + 1));
}

/** BullMQ runs jobs without a priority before prioritized ones, so reminders go after the due state changes. */
const reminderPriority = 10;

/** How long the "latest job of this attempt" pointer outlives the job's due time; past it, superseding is moot. */
const latestPointerMarginMs = 3_600_000;

/**
 * Timers as delayed BullMQ jobs (full mode). Re-scheduling an attempt at the same time does nothing; at another time
 * it adds a job for that time and removes the superseded one unless it is already running (a stale wake-up is
 * harmless: the handler skips it). Every call settles within `commandTimeoutMs`: when Redis is slow or down it
 * rejects, logs, and the database stays the source of truth (the reconcile pass schedules it again).
 */
export function createBullmqDeadlineScheduler(options: {
  redisUrl: string;
  logger: SchedulingLogger;
  /** Budget of one schedule call and of each Redis command in it. */
  commandTimeoutMs: number;
  /** Redis key prefix (BullMQ's default `bull`); tests use their own to stay apart. */
  prefix?: string;
}): DeadlineScheduler & { close(): Promise<void> } {
  const prefix = options.prefix ?? 'bull';
  // A producer connection that fails fast: no offline queue and one retry, instead of ioredis' default of holding
  // commands through 20 reconnections (minutes), which is what made submits hang while Redis was down.
  const redis = new Redis(options.redisUrl, {
    commandTimeout: options.commandTimeoutMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  const errors = createRateLimitedErrorLog(options.logger);
  // The queue forwards connection errors (logged below); this listener only covers the moments after queue.close().
  redis.on('error', () => {});

  // The queue shares our connection (BullMQ leaves it open on close; close() below quits it).
  const queue = new Queue<DeadlineJobData>(evaluationDeadlinesQueue, {
    connection: redis,
    prefix,
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 5_000 },
      removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
      removeOnFail: { age: 30 * 24 * 3600, count: 10_000 },
    },
  });
  // Without a listener, a Redis hiccup would be an unhandled 'error' event; ioredis reconnects by itself.
  queue.on('error', (error) => errors.error(`deadline queue: ${error.message}`));

  const jobKey = (jobId: string) => `${prefix}:${evaluationDeadlinesQueue}:${jobId}`;
  const latestKey = (attemptId: string) => `${prefix}:${evaluationDeadlinesQueue}-latest:${attemptId}`;

  async function place(attemptId: string, at: Date, reminder: boolean): Promise<void> {
    const jobId = deadlineJobId(attemptId, at);
    const now = Date.now();
    const delay = Math.max(0, at.getTime() - now);
    const trace = traceCarrier();
    const data = Object.keys(trace).length > 0 ? { attemptId, trace } : { attemptId };
    await queue.add('deadline', data, {
      jobId,
      timestamp: now,
      delay,
      ...(reminder ? { priority: reminderPriority } : {}),
    });
    try {
      // Swapped atomically, so of two calls for the same attempt each learns a distinct previous job.
      const previous = await redis.set(latestKey(attemptId), jobId, 'PX', delay + latestPointerMarginMs, 'GET');
      // Only a job still waiting for its time is worth removing. One already due is running (remove() answers 0 for
      // it: this is the call a timer's own handler makes when it arms the next timer), done, or about to run and find
      // nothing to do, as the handler decides from the database.
      if (previous && previous !== jobId && dueTimeOf(previous) > now) await queue.remove(previous);
    } catch (error) {
      errors.error(
        `deadline of attempt ${attemptId}: the superseded job stays and will wake up for nothing (${message(error)})`,
      );
    }
  }

  async function schedule(attemptId: string, at: Date, kind?: { reminder?: boolean }): Promise<void> {
    const work = place(attemptId, at, kind?.reminder === true);
    try {
      await withTimeout(work, options.commandTimeoutMs, `Redis did not answer within ${options.commandTimeoutMs} ms`);
    } catch (error) {
      // The call may still finish in the background once Redis answers; its outcome no longer matters here.
      work.catch(() => {});
      errors.error(`deadline of attempt ${attemptId} at ${at.toISOString()} not scheduled: ${message(error)}`);
      throw error;
    }
  }

  return {
    schedule,
    async scheduleMissing(timers) {
      if (timers.length === 0) return 0;
      // A job's hash lives from its add until its removal after completion (removeOnComplete): one EXISTS per timer,
      // sent as one pipeline.
      const lookUp = redis.pipeline();
      for (const timer of timers) lookUp.exists(jobKey(deadlineJobId(timer.id, timer.at)));
      const held = await withTimeout(
        lookUp.exec(),
        options.commandTimeoutMs,
        `Redis did not answer within ${options.commandTimeoutMs} ms`,
      );
      const missing = timers.filter((_, index) => held?.[index]?.[1] !== 1);
      for (const timer of missing) await schedule(timer.id, timer.at, { reminder: timer.reminder === true });
      return missing.length;
    },
    async close() {
      await queue.close();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
