/**
 * When the tutors are told an answer is close to its deadline: once `sharePercent` of the time between submission and
 * deadline has passed (the plan's minutes, or the configured override). Null before submission.
 */
export function escalationAt(
  attempt: { submittedAt: Date | null; deadlineAt: Date | null },
  sharePercent: number,
): Date | null {
  if (attempt.submittedAt === null || attempt.deadlineAt === null) return null;
  const span = attempt.deadlineAt.getTime() - attempt.submittedAt.getTime();
  return new Date(attempt.submittedAt.getTime() + Math.round((span * sharePercent) / 100));
}

/**
 * True while an answer still waits for its published evaluation after its escalation point: the queue highlights it,
 * and past the deadline it stays highlighted until someone publishes.
 */
export function isCloseToDeadline(
  attempt: { status: string; submittedAt: Date | null; deadlineAt: Date | null },
  evaluation: { publishedAt: Date | null } | null,
  now: Date,
  sharePercent: number,
): boolean {
  if (attempt.status !== 'Submitted' || evaluation?.publishedAt) return false;
  const at = escalationAt(attempt, sharePercent);
  return at !== null && at.getTime() <= now.getTime();
}

/** Where an answer awaiting evaluation stands against its deadline, as the queue labels it. */
export type DeadlineState = 'onTrack' | 'nearDeadline' | 'overdue';

/**
 * The one rule behind the queue's deadline label: 'overdue' once the deadline has passed (or the deadline job marked
 * it) without a published evaluation; 'nearDeadline' from the escalation point until the deadline; else 'onTrack'
 * (also for a published or not yet submitted answer).
 */
export function deadlineStateOf(
  attempt: { status: string; submittedAt: Date | null; deadlineAt: Date | null; overdue: boolean },
  evaluation: { publishedAt: Date | null } | null,
  now: Date,
  sharePercent: number,
): DeadlineState {
  if (attempt.status !== 'Submitted' || evaluation?.publishedAt) return 'onTrack';
  if (attempt.overdue || (attempt.deadlineAt !== null && attempt.deadlineAt.getTime() <= now.getTime())) {
    return 'overdue';
  }
  return isCloseToDeadline(attempt, evaluation, now, sharePercent) ? 'nearDeadline' : 'onTrack';
}
