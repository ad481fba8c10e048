import type { SchedulingLogger } from './rate-limited-log.ts';

/** One pass: resolves with a one-line summary for the log. Its signal aborts when the pass is abandoned. */
export type ReconcilePass = (signal: AbortSignal) => Promise<string>;

const expiredMark = Symbol('expired');

export type ReconcileLoop = {
  /** Stops the ticks and aborts the running pass, then waits for it (at most its timeout). */
  stop(): Promise<void>;
};

/**
 * Runs `pass` at once and then every `intervalMs`, one pass at a time: a tick that finds a pass running is skipped.
 * A pass running past `timeoutMs` is logged and abandoned (its signal aborts, so it stops at its next call), and the
 * next tick starts a fresh one, so a call that never answers (Redis down) cannot stop reconciling for good.
 */
export function startReconcileLoop(options: {
  name: string;
  pass: ReconcilePass;
  intervalMs: number;
  timeoutMs: number;
  logger: SchedulingLogger;
}): ReconcileLoop {
  const { name, logger, timeoutMs } = options;
  let current: { controller: AbortController; settled: Promise<void> } | null = null;
  let stopped = false;

  const run = async (controller: AbortController): Promise<void> => {
    const work = options.pass(controller.signal);
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<typeof expiredMark>((resolve) => {
      timer = setTimeout(() => resolve(expiredMark), timeoutMs);
    });
    try {
      const outcome = await Promise.race([work, expired]);
      if (outcome === expiredMark) {
        controller.abort(new Error(`${name} pass abandoned after ${timeoutMs} ms`));
        // The abandoned pass fails at its next call; that failure is expected and not worth a second line.
        work.catch(() => {});
        logger.error(`${name}: the pass did not finish within ${timeoutMs} ms; abandoned, the next tick starts anew`);
      } else {
        logger.info(`${name}: ${outcome}`);
      }
    } catch (error) {
      if (controller.signal.aborted) logger.info(`${name}: pass stopped`);
      else logger.error(`${name} failed: ${describe(error)}`);
    } finally {
      clearTimeout(timer);
    }
  };

  const tick = () => {
    if (stopped || current) return;
    const controller = new AbortController();
    const settled = run(controller).finally(() => {
      current = null;
    });
    current = { controller, settled };
  };

  tick();
  const interval = setInterval(tick, options.intervalMs);
  // The server or the worker's connections keep the process alive; a forgotten loop must not.
  interval.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(interval);
      const running = current;
      if (!running) return;
      running.controller.abort(new Error(`${name} stopping`));
      await running.settled;
    },
  };
}

/** An error for one log line; an AggregateError (one failure per attempt) shows its first few causes. */
function describe(error: unknown): string {
  if (error instanceof AggregateError) {
    const shown = error.errors.slice(0, 3).map(describe);
    const more = error.errors.length - shown.length;
    return [error.message, ...shown, ...(more > 0 ? [`... and ${more} more`] : [])].join('\n  ');
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
