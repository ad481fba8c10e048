import type { CoreDeps } from '../deps.ts';
import { handleDeadline } from './handle-deadline.use-case.ts';

/**
 * Re-derives deadlines from the database: handles every deadline that is due and re-schedules every pending one, so a
 * lost Redis or a restart loses none. One failing attempt does not stop the others; failures are thrown together at
 * the end.
 */
export async function reconcileDeadlines(deps: CoreDeps): Promise<{ handled: number; rescheduled: number }> {
  const now = deps.clock.now();
  const errors: unknown[] = [];
  let handled = 0;
  let rescheduled = 0;
  for (const attempt of await deps.attempts.listDueDeadlines(now)) {
    try {
      if ((await handleDeadline(deps, { attemptId: attempt.id })) !== 'skipped') handled++;
    } catch (error) {
      errors.push(error);
    }
  }
  for (const attempt of await deps.attempts.listPendingDeadlines(now)) {
    if (!attempt.deadlineAt) continue;
    try {
      await deps.deadlines.schedule(attempt.id, attempt.deadlineAt);
      rescheduled++;
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) {
    throw new AggregateError(errors, `${errors.length} evaluation deadline(s) could not be reconciled.`);
  }
  return { handled, rescheduled };
}
