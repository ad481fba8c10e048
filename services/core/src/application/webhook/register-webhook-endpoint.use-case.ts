import type { Profile } from '../../domain/profile/profile.ts';
import type { WebhookEndpoint } from '../../domain/webhook/webhook.ts';
import { chooseWebhookEvents, parseWebhookUrl, webhookDescription } from '../../domain/webhook/webhook-rules.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { CoreDeps } from '../deps.ts';

export type RegisteredEndpoint = { endpoint: WebhookEndpoint; secret: string };

const hintLength = 12;

/**
 * Registers a receiver (admins only): an http(s) URL whose host passes the URL guard, and the events it wants. The
 * signing secret is returned this once; the store keeps it sealed.
 */
export async function registerWebhookEndpoint(
  deps: Pick<CoreDeps, 'clock' | 'ids' | 'webhooks'>,
  input: { actor: Profile; url: string; events: readonly string[]; description?: string | null },
): Promise<RegisteredEndpoint> {
  requireAdmin(input.actor);
  const url = parseWebhookUrl(input.url);
  const events = chooseWebhookEvents(input.events);
  const description = webhookDescription(input.description);
  await deps.webhooks.urlGuard.check(url);
  const secret = deps.webhooks.secrets.newSecret();
  const endpoint: WebhookEndpoint = {
    id: deps.ids.newId(),
    url: url.toString(),
    events,
    description,
    secretHint: secret.slice(0, hintLength),
    createdBy: input.actor.userId,
    createdAt: deps.clock.now(),
    disabledAt: null,
  };
  await deps.webhooks.endpoints.insert(endpoint, deps.webhooks.secrets.seal(secret));
  return { endpoint, secret };
}
