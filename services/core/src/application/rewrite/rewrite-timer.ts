import { closesAt } from '../../domain/attempt/attempt-rules.ts';
import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import type { ScheduledTimer } from '../attempt/ports.ts';
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

/** The time-up timer of a rewrite still being written, else null. */
export function rewriteTimer(rewrite: Rewrite, graceSeconds: number): ScheduledTimer | null {
  if (rewrite.submittedAt) return null;
  return { id: rewriteTimerId(rewrite.id), at: closesAt(rewrite, graceSeconds) };
}

/** Arms the time-up of an open rewrite; a scheduler failure is left to the reconcile pass. */
export async function armRewriteTimer(
  deps: Pick<CoreDeps, 'escalationTimers' | 'settings'>,
  rewrite: Rewrite,
): Promise<void> {
  await armed(deps, rewriteTimer(rewrite, deps.settings.timeUpGraceSeconds));
}

export function recheckTimerId(rewriteId: string): string {
  return `${recheckPrefix}${rewriteId}`;
}

/** The rewrite id when `timerId` is a recheck release's timer, else null. */
export function rewriteIdOfRecheckTimer(timerId: string): string | null {
  return timerId.startsWith(recheckPrefix) ? timerId.slice(recheckPrefix.length) : null;
}

/** The release timer of a published recheck whose mail has not gone yet, else null. */
export function recheckTimer(rewrite: Rewrite): ScheduledTimer | null {
  if (!rewrite.recheckedAt || rewrite.recheckNotifiedAt || !rewrite.deadlineAt) return null;
  return { id: recheckTimerId(rewrite.id), at: rewrite.deadlineAt };
}

/** Arms the mail of a published recheck at its release; a scheduler failure is left to the reconcile pass. */
export async function armRecheckTimer(deps: Pick<CoreDeps, 'escalationTimers'>, rewrite: Rewrite): Promise<void> {
  await armed(deps, recheckTimer(rewrite));
}

async function armed(deps: Pick<CoreDeps, 'escalationTimers'>, timer: ScheduledTimer | null): Promise<void> {
  if (!timer) return;
  try {
    await deps.escalationTimers.schedule(timer.id, timer.at);
  } catch {
    // Repaired by the reconcile pass.
  }
}
