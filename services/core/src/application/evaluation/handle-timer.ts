import type { CoreDeps } from '../deps.ts';
import { escalateDeadline } from './escalate-deadline.use-case.ts';
import { escalatedAttemptId } from './escalation-timer.ts';
import { handleDeadline } from './handle-deadline.use-case.ts';

/** Acts on a due timer of the deadline scheduler: an answer's escalation, or an attempt's own timer. */
export async function handleTimer(deps: CoreDeps, timerId: string): Promise<unknown> {
  const escalated = escalatedAttemptId(timerId);
  if (escalated !== null) return escalateDeadline(deps, { attemptId: escalated });
  return handleDeadline(deps, { attemptId: timerId });
}
