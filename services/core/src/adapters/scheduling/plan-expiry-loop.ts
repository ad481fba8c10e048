import { notifyExpiredPlans } from '../../application/payment/notify-expired-plans.use-case.ts';
import { stopWhenAborted } from './deadline-reconcile-loop.ts';
import type { SchedulingLogger } from './rate-limited-log.ts';
import { type ReconcileLoop, startReconcileLoop } from './reconcile-loop.ts';

/**
 * Looks for plans that have expired, at start and every `intervalMs`, and queues each one's notice once (the worker in
 * full mode, the server in embedded mode). Several processes may run it: each notice is claimed under a row lock.
 */
export function startPlanExpiryLoop(options: {
  deps: Parameters<typeof notifyExpiredPlans>[0];
  intervalMs: number;
  timeoutMs: number;
  batchSize: number;
  logger: SchedulingLogger;
}): ReconcileLoop {
  return startReconcileLoop({
    name: 'plan expiry notices',
    intervalMs: options.intervalMs,
    timeoutMs: options.timeoutMs,
    logger: options.logger,
    pass: async (signal) => {
      const { notified } = await notifyExpiredPlans(stopWhenAborted(options.deps, signal), {
        limit: options.batchSize,
      });
      return `${notified} notice(s) queued`;
    },
  });
}
