import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../domain/webhook/webhook.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { CoreDeps } from '../deps.ts';

/** Every registered endpoint, newest first (admins only). */
export async function listWebhookEndpoints(
  deps: Pick<CoreDeps, 'webhooks'>,
  input: { actor: Profile },
): Promise<WebhookEndpoint[]> {
  requireAdmin(input.actor);
  return deps.webhooks.endpoints.list();
}

/** The delivery log, newest first, of one endpoint or all (admins only). */
export async function listWebhookDeliveries(
  deps: Pick<CoreDeps, 'webhooks'>,
  input: { actor: Profile; endpointId: string | null; limit: number },
): Promise<WebhookDelivery[]> {
  requireAdmin(input.actor);
  if (input.limit < 1 || input.limit > 200)
    throw new DomainError('BAD_USER_INPUT', 'PAGE_INVALID', 'limit is 1 to 200.');
  return deps.webhooks.deliveries.list({ endpointId: input.endpointId, limit: input.limit });
}

/** Stops new deliveries to an endpoint (admins only); deliveries already queued for it still run their course. */
export async function disableWebhookEndpoint(
  deps: Pick<CoreDeps, 'clock' | 'webhooks'>,
  input: { actor: Profile; id: string },
): Promise<WebhookEndpoint> {
  requireAdmin(input.actor);
  const endpoint = await deps.webhooks.endpoints.findById(input.id);
  if (!endpoint) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'There is no webhook endpoint with this id.');
  await deps.webhooks.endpoints.disable(endpoint.id, deps.clock.now());
  return (await deps.webhooks.endpoints.findById(endpoint.id)) ?? endpoint;
}

/**
 * Sends a delivery again (admins only): the same event id and body, a fresh round of retries. A delivery still
 * pending is already on its way: CONFLICT, so two admins pressing Redeliver together queue it once.
 */
export async function redeliverWebhook(
  deps: Pick<CoreDeps, 'clock' | 'webhooks'>,
  input: { actor: Profile; deliveryId: string },
): Promise<WebhookDelivery> {
  requireAdmin(input.actor);
  const delivery = await deps.webhooks.deliveries.findById(input.deliveryId);
  if (!delivery) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'There is no webhook delivery with this id.');
  const now = deps.clock.now();
  const retryUntil = new Date(now.getTime() + deps.webhooks.settings.retryForMs);
  if (!(await deps.webhooks.deliveries.redeliver(delivery.id, { now, retryUntil }))) {
    throw new DomainError('CONFLICT', 'NOT_RETRYABLE', 'This delivery is already queued; it will be sent shortly.');
  }
  return (await deps.webhooks.deliveries.findById(delivery.id)) ?? delivery;
}
