import type { Attempt } from '../attempt/attempt.ts';
import type { Evaluation } from './evaluation.ts';

/**
 * Whether the candidate may read the evaluation: it is published AND the plan's evaluation minutes have passed since
 * the submission, so every candidate of a plan waits the same promised time.
 */
export function isEvaluationVisible(
  evaluation: Pick<Evaluation, 'publishedAt'> | null,
  attempt: Pick<Attempt, 'deadlineAt'>,
  now: Date,
): boolean {
  if (evaluation === null || evaluation.publishedAt === null || attempt.deadlineAt === null) return false;
  return attempt.deadlineAt.getTime() <= now.getTime();
}
