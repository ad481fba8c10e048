import {
  disableWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
} from '../../../application/webhook/admin-webhooks.use-cases.ts';
import { registerWebhookEndpoint } from '../../../application/webhook/register-webhook-endpoint.use-case.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

export const webhookResolvers: Resolvers = {
  WebhookEventType: {
    ATTEMPT_SUBMITTED: 'attempt.submitted',
    EVALUATION_RELEASED: 'evaluation.released',
    EVALUATION_OVERDUE: 'evaluation.overdue',
    PURCHASE_SUCCEEDED: 'purchase.succeeded',
    PURCHASE_REFUNDED: 'purchase.refunded',
  },
  WebhookDeliveryStatus: { PENDING: 'pending', DELIVERED: 'delivered', FAILED: 'failed' },
  WebhookDelivery: {
    attempts: (delivery) => delivery.tries,
  },
  Query: {
    webhookEndpoints: async (_parent, _args, { deps, actor }) => listWebhookEndpoints(deps, { actor: await actor() }),
    webhookDeliveries: async (_parent, { endpointId, limit }, { deps, actor }) =>
      listWebhookDeliveries(deps, { actor: await actor(), endpointId: endpointId ?? null, limit: limit ?? 50 }),
  },
  Mutation: {
    // Registering a receiver of candidates' data trusts no cached verdict: a revoked or disabled admin is refused.
    registerWebhookEndpoint: async (_parent, { url, events, description }, { deps, freshActor }) =>
      registerWebhookEndpoint(deps, { actor: await freshActor(), url, events, description: description ?? null }),
    disableWebhookEndpoint: async (_parent, { id }, { deps, actor }) =>
      disableWebhookEndpoint(deps, { actor: await actor(), id }),
    redeliverWebhook: async (_parent, { id }, { deps, actor }) =>
      redeliverWebhook(deps, { actor: await actor(), deliveryId: id }),
  },
};
