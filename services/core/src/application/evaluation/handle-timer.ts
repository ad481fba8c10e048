import type { CoreDeps } from '../deps.ts';
import { closeAbandonedRewrite } from '../rewrite/close-abandoned-rewrite.use-case.ts';
import { notifyRecheckReleased } from '../rewrite/notify-recheck.use-case.ts';
import { rewriteIdOfRecheckTimer, rewriteIdOfTimer } from '../rewrite/rewrite-timer.ts';
import { escalateDeadline } from './escalate-deadline.use-case.ts';
import { escalatedAttemptId } from './escalation-timer.ts';
import { handleDeadline } from './handle-deadline.use-case.ts';

/** Acts on a due timer of the deadline scheduler: an answer's escalation, a rewrite's time-up or
 * recheck release, or an attempt's own timer. */
export async function handleTimer(
  deps: Pick<
    CoreDeps,
    'clock' | 'deadlines' | 'escalationTimers' | 'profiles' | 'rewrites' | 'settings' | 'testClocks' | 'transaction'
  >,
  timerId: string,
): Promise<unknown> {
  const escalated = escalatedAttemptId(timerId);
  if (escalated !== null) return escalateDeadline(deps, { attemptId: escalated });
  const rechecked = rewriteIdOfRecheckTimer(timerId);
  if (rechecked !== null) return notifyRecheckReleased(deps, { rewriteId: rechecked });
  const rewriteId = rewriteIdOfTimer(timerId);
  if (rewriteId !== null) return closeAbandonedRewrite(deps, { rewriteId });
  return handleDeadline(deps, { attemptId: timerId });
}
