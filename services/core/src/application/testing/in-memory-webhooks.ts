import { DomainError } from '../../domain/shared/domain-error.ts';
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../../domain/webhook/webhook.ts';
import type { ClaimedDelivery, WebhookPorts } from '../webhook/ports.ts';

// Fakes of the webhook ports for unit tests: the same fan-out (one delivery per subscribed active endpoint) and the
// same conditional updates (id, pending, tries) as the SQL store. Rolled back with the fake transaction.

const copy = <T>(value: T): T => structuredClone(value);

export type InMemoryWebhooks = WebhookPorts & {
  /** Every event emitted and committed, oldest first. */
  emitted(): WebhookEvent[];
  snapshot(): () => void;
};

export function createInMemoryWebhooks(
  options: { allowUrl?: (url: URL) => boolean; retryForMs?: number } = {},
): InMemoryWebhooks {
  const endpoints = new Map<string, WebhookEndpoint & { sealedSecret: string }>();
  const deliveries = new Map<string, WebhookDelivery>();
  let events: WebhookEvent[] = [];
  let nextDelivery = 0;
  const atTry = (claimed: WebhookDelivery) => {
    const stored = deliveries.get(claimed.id);
    return stored && stored.status === 'pending' && stored.tries === claimed.tries ? stored : null;
  };
  const endpointOf = ({ sealedSecret: _sealed, ...endpoint }: WebhookEndpoint & { sealedSecret: string }) =>
    copy(endpoint);
  return {
    emitted: () => copy(events),
    snapshot() {
      const saved = { endpoints: copy([...endpoints]), deliveries: copy([...deliveries]), events: copy(events) };
      return () => {
        endpoints.clear();
        for (const [key, value] of saved.endpoints) endpoints.set(key, value);
        deliveries.clear();
        for (const [key, value] of saved.deliveries) deliveries.set(key, value);
        events = saved.events;
      };
    },
    events: {
      async emit(event, { body, retryUntil }) {
        events.push(copy(event));
        for (const endpoint of endpoints.values()) {
          if (endpoint.disabledAt || !endpoint.events.includes(event.type)) continue;
          const id = `delivery-${++nextDelivery}`;
          deliveries.set(id, {
            id,
            endpointId: endpoint.id,
            eventId: event.id,
            eventType: event.type,
            body,
            status: 'pending',
            tries: 0,
            lastStatusCode: null,
            lastError: null,
            createdAt: event.occurredAt,
            nextAttemptAt: event.occurredAt,
            retryUntil,
            deliveredAt: null,
          });
        }
      },
    },
    endpoints: {
      async insert(endpoint, sealedSecret) {
        endpoints.set(endpoint.id, { ...copy(endpoint), sealedSecret });
      },
      list: async () => [...endpoints.values()].reverse().map(endpointOf),
      findById: async (id) => {
        const found = endpoints.get(id);
        return found ? endpointOf(found) : null;
      },
      sealedSecret: async (id) => endpoints.get(id)?.sealedSecret ?? null,
      async disable(id, at) {
        const found = endpoints.get(id);
        if (!found || found.disabledAt) return false;
        found.disabledAt = at;
        return true;
      },
    },
    deliveries: {
      listDue: async (now, limit) =>
        [...deliveries.values()]
          .filter((d) => d.status === 'pending' && d.nextAttemptAt.getTime() <= now.getTime())
          .slice(0, limit)
          .map(copy),
      async claim(due, { now, leaseUntil }) {
        const stored = atTry(due);
        if (!stored || stored.nextAttemptAt.getTime() > now.getTime()) return null;
        stored.tries++;
        stored.nextAttemptAt = leaseUntil;
        const endpoint = endpoints.get(stored.endpointId);
        const claimed: ClaimedDelivery = {
          ...copy(stored),
          url: endpoint?.url ?? '',
          sealedSecret: endpoint?.sealedSecret ?? '',
        };
        return claimed;
      },
      async markDelivered(claimed, { statusCode, at }) {
        const stored = atTry(claimed);
        if (!stored) return false;
        Object.assign(stored, { status: 'delivered', deliveredAt: at, lastStatusCode: statusCode, lastError: null });
        return true;
      },
      async markRetry(claimed, failure, nextAttemptAt) {
        const stored = atTry(claimed);
        if (!stored) return false;
        Object.assign(stored, { nextAttemptAt, lastStatusCode: failure.statusCode, lastError: failure.error });
        return true;
      },
      async markFailed(claimed, failure) {
        const stored = atTry(claimed);
        if (!stored) return false;
        Object.assign(stored, { status: 'failed', lastStatusCode: failure.statusCode, lastError: failure.error });
        return true;
      },
      list: async ({ endpointId, limit }) =>
        [...deliveries.values()]
          .filter((d) => endpointId === null || d.endpointId === endpointId)
          .reverse()
          .slice(0, limit)
          .map(copy),
      findById: async (id) => {
        const found = deliveries.get(id);
        return found ? copy(found) : null;
      },
      async redeliver(id, { now, retryUntil }) {
        const stored = deliveries.get(id);
        if (!stored || stored.status === 'pending') return false;
        Object.assign(stored, { status: 'pending', tries: 0, nextAttemptAt: now, retryUntil, deliveredAt: null });
        return true;
      },
    },
    urlGuard: {
      async check(url) {
        if (options.allowUrl && !options.allowUrl(url)) {
          throw new DomainError('BAD_USER_INPUT', 'WEBHOOK_URL_REFUSED', `Webhooks are not sent to ${url.hostname}.`);
        }
      },
    },
    secrets: {
      newSecret: () => `whsec_test${++nextDelivery}`,
      seal: (secret) => `sealed:${secret}`,
      open: (sealed) => sealed.replace(/^sealed:/, ''),
    },
    settings: { retryForMs: options.retryForMs ?? 86_400_000, retryBaseMs: 30_000, retryMaxMs: 3_600_000 },
  };
}
