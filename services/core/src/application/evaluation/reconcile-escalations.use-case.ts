import type { ScheduledTimer } from '../attempt/ports.ts';
import type { CoreDeps } from '../deps.ts';
import { escalateDeadline } from './escalate-deadline.use-case.ts';
import { escalationTimerId } from './escalation-timer.ts';
import { lostIfDueBefore } from './lost-timer.ts';

const scheduleBatchSize = 500;

/**
 * Re-derives escalation timers from the database, beside the deadlines' reconcile: escalates every answer whose
 * escalation point passed unrecorded a while ago (a lost Redis job, a restart in embedded mode) and makes sure the
 * scheduler holds the others, the just due ones included.
 */
export async function reconcileEscalations(
  deps: Pick<CoreDeps, 'clock' | 'escalationTimers' | 'escalations' | 'settings' | 'transaction'>,
): Promise<{ escalated: number; scheduled: number }> {
  const lostBefore = lostIfDueBefore(deps.clock.now());
  const errors: unknown[] = [];
  let escalated = 0;
  let scheduled = 0;
  const held: ScheduledTimer[] = [];
  for (const timer of await deps.escalations.listUnescalated(deps.settings.escalationSharePercent)) {
    if (timer.escalateAt.getTime() > lostBefore.getTime()) {
      held.push({ id: escalationTimerId(timer.attemptId), at: timer.escalateAt, reminder: true });
      continue;
    }
    try {
      if ((await escalateDeadline(deps, { attemptId: timer.attemptId })).result === 'escalated') escalated++;
    } catch (error) {
      errors.push(error);
    }
  }
  // Only the timers the scheduler does not hold are added, in batches checked with one look-up each.
  for (let start = 0; start < held.length; start += scheduleBatchSize) {
    try {
      scheduled += await deps.escalationTimers.scheduleMissing(held.slice(start, start + scheduleBatchSize));
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} escalation(s) could not be reconciled.`);
  return { escalated, scheduled };
}
