import type { Attempt } from '../../domain/attempt/attempt.ts';
import { attemptSubmittedData } from '../../domain/webhook/webhook-payloads.ts';
import type { CoreDeps } from '../deps.ts';
import { drawForSecondMarking } from '../evaluation/draw-for-second-marking.ts';
import { emitWebhookEvent } from '../webhook/emit-webhook-event.ts';

/**
 * What every hand-in of a whole test brings with it (the candidate's submit, the last task's submit, the server's
 * time-up): the attempt.submitted webhook and the second-marking draw, written in the transaction `tx` of that hand-in.
 */
export async function recordSubmission(tx: CoreDeps, submitted: Attempt): Promise<void> {
  await emitWebhookEvent(tx, 'attempt.submitted', attemptSubmittedData(submitted));
  await drawForSecondMarking(tx, submitted);
}
