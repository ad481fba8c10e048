import type { Attempt } from '../../domain/attempt/attempt.ts';
import { revisionHeldForRewrite } from '../../domain/attempt/model-answer-visibility.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import { isEvaluationVisible } from '../../domain/evaluation/visibility.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { isStaff } from '../../domain/profile/profile-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { withheldFromStaffOne } from '../evaluation/first-evaluation-blindness.ts';

/**
 * One attempt with its evaluation. The candidate gets the evaluation only once it is visible (published and the
 * plan's evaluation time has passed), without the tutor's revised answer while a rewrite of it waits for its recheck;
 * tutors and admins get it, drafts included, unless it is withheld for a blind second marking.
 */
export async function getAttempt(
  deps: Pick<CoreDeps, 'attempts' | 'clock' | 'evaluations' | 'rewrites' | 'secondMarkings'>,
  input: { actor: Profile; attemptId: string },
): Promise<{ attempt: Attempt; evaluation: Evaluation | null }> {
  const { actor } = input;
  const attempt = await deps.attempts.findById(input.attemptId);
  if (!attempt) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This attempt does not exist.');
  const staff = isStaff(actor);
  if (attempt.userId !== actor.userId && !staff) {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'This attempt belongs to another user.');
  }
  const evaluation = await deps.evaluations.findByAttemptId(attempt.id);
  if (staff) {
    const { evaluation: readable } = await withheldFromStaffOne(deps, actor, { attempt, evaluation });
    return { attempt, evaluation: readable };
  }
  const now = deps.clock.now();
  if (!isEvaluationVisible(evaluation, attempt, now) || evaluation === null) return { attempt, evaluation: null };
  const rewrite = await deps.rewrites.findByOriginalAttemptId(attempt.id);
  return {
    attempt,
    evaluation: revisionHeldForRewrite(rewrite, now) ? { ...evaluation, revisedAnswers: [] } : evaluation,
  };
}
