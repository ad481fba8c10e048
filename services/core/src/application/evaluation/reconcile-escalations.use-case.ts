import type { CoreDeps } from '../deps.ts';
import { escalateDeadline } from './escalate-deadline.use-case.ts';
import { escalationTimerId } from './escalation-timer.ts';

/**
 * Re-derives escalation timers from the database, beside the deadlines' reconcile: escalates every answer whose
 * escalation point has passed unrecorded (a lost Redis job, a restart in embedded mode) and arms the others.
 */
export async function reconcileEscalations(
  deps: Pick<CoreDeps, 'clock' | 'escalationTimers' | 'escalations' | 'settings' | 'transaction'>,
): Promise<{ escalated: number; scheduled: number }> {
  const now = deps.clock.now();
  const errors: unknown[] = [];
  let escalated = 0;
  let scheduled = 0;
  for (const timer of await deps.escalations.listUnescalated(deps.settings.escalationSharePercent)) {
    try {
      if (timer.escalateAt.getTime() <= now.getTime()) {
        if ((await escalateDeadline(deps, { attemptId: timer.attemptId })).result === 'escalated') escalated++;
      } else {
        await deps.escalationTimers.schedule(escalationTimerId(timer.attemptId), timer.escalateAt, { reminder: true });
        scheduled++;
      }
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} escalation(s) could not be reconciled.`);
  return { escalated, scheduled };
}
