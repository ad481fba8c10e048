import type { WebhookEvent, WebhookEventType } from '../../domain/webhook/webhook.ts';
import { webhookBody } from '../../domain/webhook/webhook-rules.ts';
import type { CoreDeps } from '../deps.ts';

/** Adds the event to the webhook outbox in the transaction `deps` belongs to: it commits, or rolls back, with it. */
export async function emitWebhookEvent(
  deps: Pick<CoreDeps, 'clock' | 'ids' | 'webhooks'>,
  type: WebhookEventType,
  data: WebhookEvent['data'],
): Promise<void> {
  const event: WebhookEvent = { id: `evt_${deps.ids.newId()}`, type, occurredAt: deps.clock.now(), data };
  const retryUntil = new Date(event.occurredAt.getTime() + deps.webhooks.settings.retryForMs);
  await deps.webhooks.events.emit(event, { body: webhookBody(event), retryUntil });
}
