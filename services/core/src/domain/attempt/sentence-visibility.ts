import type { Attempt } from './attempt.ts';
import { isSubmitted } from './attempt-rules.ts';

/**
 * Whether Build a Sentence's verdicts and correct replies may be shown: to staff once the attempt is submitted, to the
 * candidate once the evaluation is released (before that the correct order would be a key to pass on).
 */
export function sentenceVerdictsVisible(viewerIsStaff: boolean, attempt: Pick<Attempt, 'status' | 'submittedAt'>) {
  return viewerIsStaff ? isSubmitted(attempt) : attempt.status === 'EvaluationDone';
}
