import { Queue } from 'bullmq';
import { evaluationDeadlinesQueue } from './bullmq-deadline-scheduler.ts';

/**
 * The states of the deadline queue the metrics show: what waits (reminders wait as `prioritized`), what is due later,
 * what runs, what failed.
 */
export const deadlineQueueStates = ['waiting', 'prioritized', 'delayed', 'active', 'failed'] as const;
export type DeadlineQueueState = (typeof deadlineQueueStates)[number];

/**
 * Reads how many jobs of the deadline queue are in each state, for the worker's metrics. Its own connection fails
 * fast (no offline queue), so a scrape while Redis is down answers at once instead of waiting for it.
 */
export function createDeadlineQueueCounts(options: { redisUrl: string; prefix?: string }) {
  const queue = new Queue(evaluationDeadlinesQueue, {
    connection: { url: options.redisUrl, maxRetriesPerRequest: 1, enableOfflineQueue: false },
    ...(options.prefix ? { prefix: options.prefix } : {}),
  });
  // Connection errors surface as failed reads; without a listener they would be unhandled 'error' events.
  queue.on('error', () => {});
  return {
    counts: (): Promise<Record<DeadlineQueueState, number>> =>
      queue.getJobCounts(...deadlineQueueStates) as Promise<Record<DeadlineQueueState, number>>,
    close: () => queue.close(),
  };
}
