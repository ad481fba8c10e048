import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import type { EvaluationInput } from './evaluation-input.ts';
import type { QueueEntry } from './grading-row.ts';
import { storeEvaluation, writeEvaluation } from './write-evaluation.ts';

/**
 * Saves the tutor's draft (partial scores allowed, each given score valid); claims the attempt if unclaimed.
 * CONFLICT once the evaluation is published.
 */
export async function saveEvaluation(
  deps: Pick<CoreDeps, 'transaction'>,
  input: { actor: Profile; attemptId: string; input: EvaluationInput },
): Promise<QueueEntry> {
  return deps.transaction(async (tx) => {
    const { entry, claimed, evaluation } = await writeEvaluation(tx, input.actor, input.attemptId, input.input);
    const stored = await storeEvaluation(tx, evaluation, entry.evaluation !== null);
    const attempt = claimed ? await tx.attempts.update(entry.attempt) : entry.attempt;
    return { ...entry, attempt, evaluation: stored };
  });
}
