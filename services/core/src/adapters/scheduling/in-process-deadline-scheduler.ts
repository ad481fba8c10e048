import type { DeadlineScheduler } from '../../application/attempt/ports.ts';

/** setTimeout stores its delay in a signed 32-bit integer; longer delays fire at once, so they are chained. */
const maxTimerDelayMs = 2 ** 31 - 1;

export type SchedulerLogger = { error(message: string): void };

/**
 * Deadlines on timers inside the core process (embedded mode, no Redis): one timer per attempt, re-scheduling
 * replaces it. Timers do not survive a restart; the reconcile step re-derives them from the database.
 */
export function createInProcessDeadlineScheduler(options: {
  onDue: (attemptId: string) => Promise<unknown>;
  logger: SchedulerLogger;
  /** Told how many seconds after its due time each timer was handled (the metrics' lateness histogram). */
  onHandled?: (latenessSeconds: number) => void;
}): DeadlineScheduler & { close(): Promise<void> } {
  const timers = new Map<string, NodeJS.Timeout>();
  /** The due time of each armed timer, so a reconcile pass leaves the ones already right alone. */
  const dueTimes = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const fire = (attemptId: string, dueAtMs: number) => {
    const run = Promise.resolve()
      .then(() => options.onDue(attemptId))
      .then(
        () => options.onHandled?.((Date.now() - dueAtMs) / 1000),
        (error: unknown) => options.logger.error(`deadline of attempt ${attemptId} failed: ${describe(error)}`),
      )
      .finally(() => running.delete(run));
    running.add(run);
  };

  const arm = (attemptId: string, dueAtMs: number) => {
    const timer = setTimeout(
      () => {
        if (timers.get(attemptId) !== timer) return;
        if (dueAtMs > Date.now()) {
          arm(attemptId, dueAtMs);
          return;
        }
        timers.delete(attemptId);
        dueTimes.delete(attemptId);
        fire(attemptId, dueAtMs);
      },
      Math.min(Math.max(0, dueAtMs - Date.now()), maxTimerDelayMs),
    );
    // A pending deadline alone must not keep the process alive; the HTTP server does that.
    timer.unref();
    timers.set(attemptId, timer);
    dueTimes.set(attemptId, dueAtMs);
  };

  const schedule = async (attemptId: string, at: Date) => {
    if (closed) return;
    clearTimeout(timers.get(attemptId));
    arm(attemptId, at.getTime());
  };

  return {
    schedule,
    async scheduleMissing(batch) {
      const missing = batch.filter((timer) => dueTimes.get(timer.id) !== timer.at.getTime());
      for (const timer of missing) await schedule(timer.id, timer.at);
      return missing.length;
    },
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      dueTimes.clear();
      await Promise.all(running);
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
