import { type Job, Queue } from 'bullmq';
import type { DeadlineScheduler } from '../../application/attempt/ports.ts';

/** The BullMQ queue that carries evaluation deadlines from the core to the worker. */
export const evaluationDeadlinesQueue = 'evaluation-deadlines';

export type DeadlineJobData = { attemptId: string };

/** One job per attempt: the id is derived from the attempt id, so adding it twice is a no-op in BullMQ. */
export function deadlineJobId(attemptId: string): string {
  // BullMQ rejects ':' in custom ids; encoding keeps distinct attempt ids distinct.
  return `deadline-${encodeURIComponent(attemptId)}`;
}

/**
 * Deadlines as delayed BullMQ jobs (full mode). Re-scheduling the same attempt for the same time does nothing;
 * a different time replaces the delayed job. The database stays the source of truth (the worker reconciles).
 */
export function createBullmqDeadlineScheduler(options: {
  redisUrl: string;
  logger?: { error(message: string): void };
  /** Redis key prefix (BullMQ's default `bull`); tests use their own to stay apart. */
  prefix?: string;
}): DeadlineScheduler & { close(): Promise<void> } {
  // BullMQ creates and owns this connection, and quits it in queue.close().
  const queue = new Queue<DeadlineJobData>(evaluationDeadlinesQueue, {
    connection: { url: options.redisUrl },
    ...(options.prefix ? { prefix: options.prefix } : {}),
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 5_000 },
      removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
      removeOnFail: { age: 30 * 24 * 3600, count: 10_000 },
    },
  });
  // An emitter without an 'error' listener would crash the process on a Redis hiccup; ioredis reconnects by itself.
  queue.on('error', (error) => options.logger?.error(`deadline queue: ${error.message}`));

  return {
    async schedule(attemptId, at) {
      const jobId = deadlineJobId(attemptId);
      const now = Date.now();
      const existing = await queue.getJob(jobId);
      if (existing) {
        if (sameDeadline(existing, at.getTime())) return;
        const state = await existing.getState();
        // A job already running will read the attempt from the database; replacing it would race with it.
        if (state === 'active') return;
        try {
          await existing.remove();
        } catch (error) {
          if ((await existing.getState()) === 'active') return;
          throw error;
        }
      }
      await queue.add('deadline', { attemptId }, { jobId, timestamp: now, delay: Math.max(0, at.getTime() - now) });
    },
    async close() {
      await queue.close();
    },
  };
}

/**
 * A job is due at timestamp + the delay it was added with (`job.delay` drops to 0 once BullMQ promotes it).
 * Two past-due times count as the same deadline: "now".
 */
function sameDeadline(job: Job<DeadlineJobData>, atMs: number): boolean {
  const delay = job.opts.delay ?? 0;
  return job.timestamp + delay === atMs || (delay === 0 && atMs <= job.timestamp);
}
