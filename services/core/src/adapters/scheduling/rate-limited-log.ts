export type SchedulingLogger = { info(message: string): void; error(message: string): void };

/**
 * Error lines capped per window: while Redis is down, every reconnection attempt and every attempt of a reconcile
 * pass fails, and thousands of identical lines would bury the one that explains the outage.
 */
export function createRateLimitedErrorLog(
  logger: Pick<SchedulingLogger, 'error'>,
  limits: { linesPerWindow: number; windowMs: number } = { linesPerWindow: 10, windowMs: 60_000 },
): { error(message: string): void } {
  let windowStart = 0;
  let logged = 0;
  let suppressed = 0;
  return {
    error(message) {
      const now = Date.now();
      if (now - windowStart >= limits.windowMs) {
        if (suppressed > 0) logger.error(`${suppressed} similar scheduling error(s) were not logged`);
        windowStart = now;
        logged = 0;
        suppressed = 0;
      }
      if (logged < limits.linesPerWindow) {
        logged++;
        logger.error(message);
      } else {
        suppressed++;
      }
    },
  };
}
