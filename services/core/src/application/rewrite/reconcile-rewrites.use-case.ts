import { closesAt } from '../../domain/attempt/attempt-rules.ts';
import type { ScheduledTimer } from '../attempt/ports.ts';
import type { CoreDeps } from '../deps.ts';
import { closeAbandonedRewrite } from './close-abandoned-rewrite.use-case.ts';
import { notifyRecheckReleased } from './notify-recheck.use-case.ts';
import { recheckTimer, rewriteTimer } from './rewrite-timer.ts';

/** How many timers one look-up of the scheduler checks. */
const scheduleBatchSize = 500;

/**
 * Re-derives rewrite time-ups from the database, beside the deadlines' reconcile: closes every open rewrite whose time
 * is up (a lost Redis job, a restart in embedded mode) and arms the timers of the others the scheduler lost; likewise
 * the mails of released rechecks. `armed` counts the timers added, 0 when the scheduler held them all.
 */
export async function reconcileRewrites(
  deps: Pick<
    CoreDeps,
    'clock' | 'escalationTimers' | 'profiles' | 'rewrites' | 'settings' | 'testClocks' | 'transaction'
  >,
): Promise<{ closed: number; notified: number; armed: number }> {
  const now = deps.clock.now();
  const errors: unknown[] = [];
  let closed = 0;
  let armed = 0;
  let notified = 0;
  const ahead: ScheduledTimer[] = [];
  for (const rewrite of await deps.rewrites.listOpen()) {
    try {
      if (closesAt(rewrite, deps.settings.timeUpGraceSeconds).getTime() <= now.getTime()) {
        if ((await closeAbandonedRewrite(deps, { rewriteId: rewrite.id })) === 'closed') closed++;
      } else {
        const timer = rewriteTimer(rewrite, deps.settings.timeUpGraceSeconds);
        if (timer) ahead.push(timer);
      }
    } catch (error) {
      errors.push(error);
    }
  }
  // Released rechecks whose mail was lost (a Redis job, a restart) are mailed now; the others are armed.
  for (const rewrite of await deps.rewrites.listUnnotifiedRechecks()) {
    try {
      if ((rewrite.deadlineAt?.getTime() ?? Number.POSITIVE_INFINITY) <= now.getTime()) {
        if ((await notifyRecheckReleased(deps, { rewriteId: rewrite.id })) === 'sent') notified++;
      } else {
        const timer = recheckTimer(rewrite);
        if (timer) ahead.push(timer);
      }
    } catch (error) {
      errors.push(error);
    }
  }
  for (let start = 0; start < ahead.length; start += scheduleBatchSize) {
    try {
      armed += await deps.escalationTimers.scheduleMissing(ahead.slice(start, start + scheduleBatchSize));
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} rewrite(s) could not be reconciled.`);
  return { closed, notified, armed };
}
