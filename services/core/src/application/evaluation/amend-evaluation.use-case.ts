import { amendEvaluation as amend } from '../../domain/evaluation/amendment.ts';
import { scoringContextOf } from '../../domain/evaluation/scoring-context.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { type EvaluationInput, evaluationContentOf } from './evaluation-input.ts';
import type { QueueEntry } from './grading-row.ts';
import { lockGradableAttempt } from './load-gradable-attempt.ts';
import { loadQueueEntry } from './queue-entry.ts';

/**
 * Amends a published evaluation before the candidate has it (the tutor who published it only), recording the result
 * as the next version with who and when. `basedOnVersion` is the version the tutor's form showed: of two amends based
 * on the same version (two tabs) the second is a CONFLICT. After the release the evaluation is final.
 */
export async function amendEvaluation(
  deps: Pick<CoreDeps, 'transaction'>,
  input: { actor: Profile; attemptId: string; basedOnVersion: number; input: EvaluationInput },
): Promise<QueueEntry> {
  if (!Number.isInteger(input.basedOnVersion) || input.basedOnVersion < 1) {
    throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', 'The version amended must be a whole number from 1.');
  }
  return deps.transaction(async (tx) => {
    // The attempt's row lock orders amends of one evaluation; the version check and the unique number settle the rest.
    const attempt = await lockGradableAttempt(tx, input.actor, input.attemptId);
    const entry = await loadQueueEntry(tx, attempt);
    const stored = entry.evaluation ? await tx.evaluations.listVersions(entry.evaluation.id) : [];
    const { evaluation, newVersions } = amend(entry.evaluation, stored, evaluationContentOf(input.input, entry.test), {
      ...scoringContextOf(entry.test, attempt),
      answers: attempt.answers,
      id: entry.evaluation?.id ?? '',
      attemptId: attempt.id,
      tutorId: input.actor.id,
      rubricVersion: entry.test.rubricVersion,
      now: tx.clock.now(),
      attempt,
      basedOnVersion: input.basedOnVersion,
      newId: () => tx.ids.newId(),
    });
    const updated = await tx.evaluations.update(evaluation);
    for (const version of newVersions) await tx.evaluations.insertVersion(version);
    return { ...entry, evaluation: updated };
  });
}
