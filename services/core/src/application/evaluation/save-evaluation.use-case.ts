import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import type { EvaluationInput } from './evaluation-input.ts';
import type { QueueEntry } from './queue-entry.ts';
import { writeEvaluation } from './write-evaluation.ts';

/** Saves the tutor's draft (partial scores allowed, each given score valid); claims the attempt if unclaimed. */
export async function saveEvaluation(
  deps: CoreDeps,
  input: { actor: Profile; attemptId: string; input: EvaluationInput },
): Promise<QueueEntry> {
  const { entry, claimed, evaluation } = await writeEvaluation(deps, input.actor, input.attemptId, input.input);
  await deps.evaluations.save(evaluation);
  if (claimed) await deps.attempts.save(entry.attempt);
  return { ...entry, evaluation };
}
