import { closesAt } from '../../domain/attempt/attempt-rules.ts';
import type { CoreDeps } from '../deps.ts';
import { closeAbandonedRewrite } from './close-abandoned-rewrite.use-case.ts';
import { notifyRecheckReleased } from './notify-recheck.use-case.ts';
import { armRecheckTimer, armRewriteTimer } from './rewrite-timer.ts';

/**
 * Re-derives rewrite time-ups from the database, beside the deadlines' reconcile: closes every open rewrite whose time
 * is up (a lost Redis job, a restart in embedded mode) and arms the others; likewise the mails of released rechecks.
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
  for (const rewrite of await deps.rewrites.listOpen()) {
    try {
      if (closesAt(rewrite, deps.settings.timeUpGraceSeconds).getTime() <= now.getTime()) {
        if ((await closeAbandonedRewrite(deps, { rewriteId: rewrite.id })) === 'closed') closed++;
      } else {
        await armRewriteTimer(deps, rewrite);
        armed++;
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
        await armRecheckTimer(deps, rewrite);
        armed++;
      }
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} rewrite(s) could not be reconciled.`);
  return { closed, notified, armed };
}
