import { nextTimerAt } from '../../domain/attempt/attempt-rules.ts';
import type { CoreDeps } from '../deps.ts';
import { handleDeadline } from './handle-deadline.use-case.ts';
import { lostIfDueBefore } from './lost-timer.ts';

/** Due attempts read and handled per page: after a long downtime thousands may be due, never all in memory at once. */
const dueBatchSize = 100;
/** Pending timers read and checked against the scheduler per page. */
const pendingBatchSize = 500;

/**
 * Re-derives attempt timers from the database: handles every timer that is due and lost (closing attempts whose time
 * is up, abandoned ones included, and acting at evaluation deadlines) and re-arms every pending or just due one the
 * scheduler does not hold, so a lost Redis or a restart loses none. One failing attempt does not stop the others;
 * failures are thrown together at the end.
 */
export async function reconcileDeadlines(
  deps: Pick<CoreDeps, 'attempts' | 'clock' | 'deadlines' | 'escalationTimers' | 'settings' | 'transaction'>,
): Promise<{ handled: number; rescheduled: number }> {
  const now = deps.clock.now();
  const grace = deps.settings.timeUpGraceSeconds;
  const errors: unknown[] = [];
  let handled = 0;
  let rescheduled = 0;
  const lostBefore = lostIfDueBefore(now);
  let afterId: string | undefined;
  for (;;) {
    const due = await deps.attempts.listDueTimers(lostBefore, grace, { limit: dueBatchSize, afterId });
    for (const attempt of due) {
      try {
        if ((await handleDeadline(deps, { attemptId: attempt.id })) !== 'skipped') handled++;
      } catch (error) {
        errors.push(error);
      }
    }
    // Keyset paging by id: an attempt that failed is not met again in this pass, so the loop always ends.
    afterId = due.at(-1)?.id;
    if (due.length < dueBatchSize) break;
  }
  // Pending timers a page at a time, each page checked against the scheduler in one batch: the pass runs every minute
  // in every worker, and re-adding thousands of held timers one by one took longer than the minute under load.
  afterId = undefined;
  for (;;) {
    const pending = await deps.attempts.listPendingTimers(lostBefore, grace, { limit: pendingBatchSize, afterId });
    const timers = pending.flatMap((attempt) => {
      const at = nextTimerAt(attempt, grace);
      return at ? [{ id: attempt.id, at }] : [];
    });
    try {
      rescheduled += await deps.deadlines.scheduleMissing(timers);
    } catch (error) {
      errors.push(error);
    }
    afterId = pending.at(-1)?.id;
    if (pending.length < pendingBatchSize) break;
  }
  if (errors.length > 0) {
    throw new AggregateError(errors, `${errors.length} attempt timer(s) could not be reconciled.`);
  }
  return { handled, rescheduled };
}
