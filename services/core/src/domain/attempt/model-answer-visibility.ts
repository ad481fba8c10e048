import type { Rewrite } from '../rewrite/rewrite.ts';
import { isRecheckVisible } from '../rewrite/rewrite-rules.ts';

/**
 * Whether the test's model answers may be shown with an attempt: to staff always; to the candidate once the
 * evaluation is released (before, they would be copied into the answer or passed on), and not while a rewrite of it
 * waits for its recheck (they would be copied into the rewrite; they come back with the released recheck).
 */
export function modelAnswersVisible(input: {
  viewerIsStaff: boolean;
  evaluationReleased: boolean;
  rewrite: Pick<Rewrite, 'recheckedAt' | 'deadlineAt'> | null;
  now: Date;
}): boolean {
  if (input.viewerIsStaff) return true;
  if (!input.evaluationReleased) return false;
  return input.rewrite === null || isRecheckVisible(input.rewrite, input.now);
}

/**
 * Whether the tutor's revised answer is held back from its candidate: while a rewrite of the answer waits for its
 * recheck, for the same reason as the model answers (it would be copied into the rewrite); it comes back with the
 * released recheck.
 */
export function revisionHeldForRewrite(
  rewrite: Pick<Rewrite, 'recheckedAt' | 'deadlineAt'> | null,
  now: Date,
): boolean {
  return rewrite !== null && !isRecheckVisible(rewrite, now);
}
