import type { Attempt } from '../../domain/attempt/attempt.ts';
import { escalationAt } from '../../domain/evaluation/escalation.ts';
import type { CoreDeps } from '../deps.ts';

// Escalations ride on the deadline scheduler under their own timer id, so they get its delayed BullMQ jobs (full
// mode) or in-process timers (embedded mode) without replacing the attempt's own deadline timer.
const prefix = 'escalation:';

/** The scheduler id of an attempt's escalation timer. */
export function escalationTimerId(attemptId: string): string {
  return `${prefix}${attemptId}`;
}

/** The attempt id when `timerId` is an escalation timer's, else null. */
export function escalatedAttemptId(timerId: string): string | null {
  return timerId.startsWith(prefix) ? timerId.slice(prefix.length) : null;
}

/**
 * Arms the escalation timer of a submitted answer still awaiting its evaluation. A scheduler failure is left to the
 * reconcile pass, like the deadline's; a timer that fires for an answer already escalated or graded does nothing.
 */
export async function armEscalation(
  deps: Pick<CoreDeps, 'escalationTimers' | 'settings'>,
  attempt: Attempt,
): Promise<void> {
  if (attempt.status !== 'Submitted') return;
  const at = escalationAt(attempt, deps.settings.escalationSharePercent);
  if (!at) return;
  try {
    await deps.escalationTimers.schedule(escalationTimerId(attempt.id), at, { reminder: true });
  } catch {
    // Repaired by the reconcile pass.
  }
}
