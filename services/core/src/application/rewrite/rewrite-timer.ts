import { closesAt } from '../../domain/attempt/attempt-rules.ts';
import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import type { CoreDeps } from '../deps.ts';

// A rewrite's time-up rides on the deadline scheduler under its own timer id, like escalations: delayed BullMQ jobs
// in full mode, in-process timers in embedded mode, and the reconcile pass behind both.
const prefix = 'rewrite:';
// The release of a recheck to the candidate (its mail) rides the same way.
const recheckPrefix = 'recheck:';

export function rewriteTimerId(rewriteId: string): string {
  return `${prefix}${rewriteId}`;
}

/** The rewrite id when `timerId` is a rewrite's time-up timer, else null. */
export function rewriteIdOfTimer(timerId: string): string | null {
  return timerId.startsWith(prefix) ? timerId.slice(prefix.length) : null;
}

/** Arms the time-up of an open rewrite; a scheduler failure is left to the reconcile pass. */
export async function armRewriteTimer(
  deps: Pick<CoreDeps, 'escalationTimers' | 'settings'>,
  rewrite: Rewrite,
): Promise<void> {
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

export function recheckTimerId(rewriteId: string): string {
  return `${recheckPrefix}${rewriteId}`;
}

/** The rewrite id when `timerId` is a recheck release's timer, else null. */
export function rewriteIdOfRecheckTimer(timerId: string): string | null {
  return timerId.startsWith(recheckPrefix) ? timerId.slice(recheckPrefix.length) : null;
}

/** Arms the mail of a published recheck at its release; a scheduler failure is left to the reconcile pass. */
export async function armRecheckTimer(deps: Pick<CoreDeps, 'escalationTimers'>, rewrite: Rewrite): Promise<void> {
  if (!rewrite.recheckedAt || rewrite.recheckNotifiedAt || !rewrite.deadlineAt) return;
  try {
    await deps.escalationTimers.schedule(recheckTimerId(rewrite.id), rewrite.deadlineAt);
  } catch {
    // Repaired by the reconcile pass.
  }
}
