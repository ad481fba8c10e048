import type { Attempt } from './attempt.ts';
import { requireSubmitted } from './attempt-rules.ts';

// What happens to a submitted attempt at its evaluation deadline or publication: released to the candidate, or
// recorded as overdue. The deadline itself is set at submission (evaluation/deadline.ts).

/** Releases the evaluation to the candidate (status EvaluationDone); a released attempt is returned unchanged. */
export function release(attempt: Attempt, now: Date): Attempt {
  requireSubmitted(attempt);
  if (attempt.status === 'EvaluationDone') return attempt;
  return { ...attempt, status: 'EvaluationDone', deadlineHandledAt: now, updatedAt: now };
}

/** Records that the deadline passed without a published evaluation; released or already marked attempts are unchanged. */
export function markOverdue(attempt: Attempt, now: Date): Attempt {
  requireSubmitted(attempt);
  if (attempt.status === 'EvaluationDone' || attempt.overdue) return attempt;
  return { ...attempt, overdue: true, deadlineHandledAt: now, updatedAt: now };
}
