import type { Attempt } from '../../domain/attempt/attempt.ts';
import { dialectFor } from '../../domain/first-read/dialect.ts';
import { attemptSubmittedData } from '../../domain/webhook/webhook-payloads.ts';
import type { CoreDeps } from '../deps.ts';
import { drawForSecondMarking } from '../evaluation/draw-for-second-marking.ts';
import { emitWebhookEvent } from '../webhook/emit-webhook-event.ts';

/**
 * What every hand-in of a whole test brings with it (the candidate's submit, the last task's submit, the server's
 * time-up): the attempt.submitted webhook, the second-marking draw and the automatic first read it is owed (run by
 * its own job once this commits, never inside the hand-in), written in the transaction `tx` of that hand-in.
 */
export async function recordSubmission(
  tx: Pick<CoreDeps, 'clock' | 'firstReads' | 'ids' | 'secondMarkings' | 'settings' | 'testClocks' | 'webhooks'>,
  submitted: Attempt,
): Promise<void> {
  await emitWebhookEvent(tx, 'attempt.submitted', attemptSubmittedData(submitted));
  await drawForSecondMarking(tx, submitted);
  await tx.firstReads.add(
    { attemptId: submitted.id, exam: submitted.exam, dialect: dialectFor(submitted.exam) },
    tx.clock.now(),
  );
}
