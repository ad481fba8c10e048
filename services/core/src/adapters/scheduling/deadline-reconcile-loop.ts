import { reconcileDeadlines } from '../../application/evaluation/reconcile-deadlines.use-case.ts';
import { reconcileEscalations } from '../../application/evaluation/reconcile-escalations.use-case.ts';
import { reconcileRewrites } from '../../application/rewrite/reconcile-rewrites.use-case.ts';
import type { SchedulingLogger } from './rate-limited-log.ts';
import { type ReconcileLoop, startReconcileLoop } from './reconcile-loop.ts';

/**
 * The repair pass of attempt timers, for the worker (full mode) and the server (embedded mode): re-derives due and
 * pending timers from the database at start and every `intervalMs`, so neither a lost Redis nor a restart loses one.
 */
export function startDeadlineReconcileLoop(options: {
  /** The ports the three reconcile passes use. */
  deps: Parameters<typeof reconcileDeadlines>[0] &
    Parameters<typeof reconcileEscalations>[0] &
    Parameters<typeof reconcileRewrites>[0];
  intervalMs: number;
  timeoutMs: number;
  logger: SchedulingLogger;
}): ReconcileLoop {
  return startReconcileLoop({
    name: 'deadline reconcile',
    intervalMs: options.intervalMs,
    timeoutMs: options.timeoutMs,
    logger: options.logger,
    pass: async (signal) => {
      const deps = stopWhenAborted(options.deps, signal);
      const { handled, rescheduled } = await reconcileDeadlines(deps);
      const { escalated, scheduled } = await reconcileEscalations(deps);
      const { closed, notified, armed } = await reconcileRewrites(deps);
      return `${handled} handled, ${rescheduled} scheduled; ${escalated} escalated, ${scheduled} escalations scheduled; ${closed} rewrites closed, ${notified} rechecks mailed, ${armed} rewrite timers armed`;
    },
  });
}

/**
 * The deps of one pass, whose every port call throws once the pass is abandoned: the use case then runs through its
 * remaining attempts at once instead of beside the next pass.
 */
export function stopWhenAborted<T extends object>(deps: T, signal: AbortSignal): T {
  const guard =
    (call: (...args: unknown[]) => unknown, self: unknown) =>
    (...args: unknown[]) => {
      signal.throwIfAborted();
      return call.apply(self, args);
    };
  const guarded = Object.entries(deps).map(([key, value]) => {
    if (typeof value === 'function') return [key, guard(value, deps)];
    if (value === null || typeof value !== 'object') return [key, value];
    const port = new Proxy(value, {
      get(target, property) {
        const member = Reflect.get(target, property);
        return typeof member === 'function' ? guard(member, target) : member;
      },
    });
    return [key, port];
  });
  return Object.fromEntries(guarded) as T;
}
