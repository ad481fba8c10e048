import type { Attempt } from '../../domain/attempt/attempt.ts';
import { nextTimerAt } from '../../domain/attempt/attempt-rules.ts';
import type { CoreDeps } from '../deps.ts';
import { armEscalation } from '../evaluation/escalation-timer.ts';

/**
 * Arms the attempt's next timer (its closing time, then its evaluation deadline) once its transaction has committed.
 * A scheduler failure (Redis down) never fails the request: the change is stored, the scheduler adapter logs the
 * failure, and the periodic reconcile arms the timer again from the database.
 */
export async function armTimer(
  deps: Pick<CoreDeps, 'deadlines' | 'escalationTimers' | 'settings'>,
  attempt: Attempt,
): Promise<void> {
  // The tutors' alert before the deadline rides on a timer of its own. Both are armed side by side, so a dead Redis
  // costs the request one command timeout, not two.
  await Promise.all([armEscalation(deps, attempt), armNextTimer(deps, attempt)]);
}

async function armNextTimer(deps: Pick<CoreDeps, 'deadlines' | 'settings'>, attempt: Attempt): Promise<void> {
  const at = nextTimerAt(attempt, deps.settings.timeUpGraceSeconds);
  if (!at) return;
  try {
    await deps.deadlines.schedule(attempt.id, at);
  } catch {
    // Repaired by the reconcile pass; see above.
  }
}
