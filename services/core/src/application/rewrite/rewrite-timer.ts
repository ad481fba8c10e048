import { closesAt } from '../../domain/attempt/attempt-rules.ts';
import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import type { CoreDeps } from '../deps.ts';

// A rewrite's time-up rides on the deadline scheduler under its own timer id, like escalations: delayed BullMQ jobs
// in full mode, in-process timers in embedded mode, and the reconcile pass behind both.
const prefix = 'rewrite:';

export function rewriteTimerId(rewriteId: string): string {
  return `${prefix}${rewriteId}`;
}

/** The rewrite id when `timerId` is a rewrite's time-up timer, else null. */
export function rewriteIdOfTimer(timerId: string): string | null {
  return timerId.startsWith(prefix) ? timerId.slice(prefix.length) : null;
}

/** Arms the time-up of an open rewrite; a scheduler failure is left to the reconcile pass. */
export async function armRewriteTimer(deps: CoreDeps, rewrite: Rewrite): Promise<void> {
  if (rewrite.submittedAt) return;
  try {
    await deps.escalationTimers.schedule(
      rewriteTimerId(rewrite.id),
      closesAt(rewrite, deps.settings.timeUpGraceSeconds),
    );
  } catch {
    // Repaired by the reconcile pass.
  }
}
