import { release } from '../../domain/attempt/attempt-rules.ts';
import { publish } from '../../domain/evaluation/evaluation-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import type { EvaluationInput } from './evaluation-input.ts';
import { notifyEvaluationReady } from './notify-candidate.ts';
import type { QueueEntry } from './queue-entry.ts';
import { writeEvaluation } from './write-evaluation.ts';

/**
 * Publishes the evaluation: every criterion scored and general feedback written; computes the overall score. The
 * candidate sees it at the deadline; when the deadline has already passed (the deadline job found nothing to
 * release), the attempt is released and the candidate notified at once.
 */
export async function publishEvaluation(
  deps: CoreDeps,
  input: { actor: Profile; attemptId: string; input: EvaluationInput },
): Promise<QueueEntry> {
  const { entry, claimed, evaluation, exam, taskKeys, now } = await writeEvaluation(
    deps,
    input.actor,
    input.attemptId,
    input.input,
  );
  const published = publish(evaluation, { exam, taskKeys, now });
  const deadlinePassed = entry.attempt.deadlineAt !== null && entry.attempt.deadlineAt.getTime() <= now.getTime();
  const attempt = deadlinePassed ? release(entry.attempt, now) : entry.attempt;
  await deps.evaluations.save(published);
  if (claimed || deadlinePassed) await deps.attempts.save(attempt);
  if (deadlinePassed) await notifyEvaluationReady(deps, attempt, entry);
  return { ...entry, attempt, evaluation: published };
}
