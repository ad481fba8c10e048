import { release } from '../../domain/attempt/release.ts';
import { publish } from '../../domain/evaluation/evaluation-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { evaluationReleasedData } from '../../domain/webhook/webhook-payloads.ts';
import type { CoreDeps } from '../deps.ts';
import { emitWebhookEvent } from '../webhook/emit-webhook-event.ts';
import type { EvaluationInput } from './evaluation-input.ts';
import type { QueueEntry } from './grading-row.ts';
import { notifyEvaluationReady } from './notify-candidate.ts';
import { storeEvaluation, writeEvaluation } from './write-evaluation.ts';

/**
 * Publishes the evaluation: every criterion scored and general feedback written; computes the overall score. Final:
 * a later draft save or a second publish is a CONFLICT. The candidate sees it at the deadline; when the deadline has
 * already passed, the attempt is released and the candidate's mail queued in the same transaction, so both happen
 * once.
 */
export async function publishEvaluation(
  deps: Pick<CoreDeps, 'transaction'>,
  input: { actor: Profile; attemptId: string; input: EvaluationInput },
): Promise<QueueEntry> {
  return deps.transaction(async (tx) => {
    const { entry, claimed, evaluation, scoring, now } = await writeEvaluation(
      tx,
      input.actor,
      input.attemptId,
      input.input,
    );
    const published = await storeEvaluation(tx, publish(evaluation, { ...scoring, now }), entry.evaluation !== null);
    const deadlinePassed = entry.attempt.deadlineAt !== null && entry.attempt.deadlineAt.getTime() <= now.getTime();
    let attempt = deadlinePassed ? release(entry.attempt, now) : entry.attempt;
    if (claimed || deadlinePassed) attempt = await tx.attempts.update(attempt);
    if (deadlinePassed) {
      await notifyEvaluationReady(tx, attempt, entry);
      await emitWebhookEvent(tx, 'evaluation.released', evaluationReleasedData(attempt, published));
    }
    return { ...entry, attempt, evaluation: published };
  });
}
