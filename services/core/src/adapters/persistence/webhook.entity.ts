import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { webhookDeliveryStatuses } from '../../domain/webhook/webhook.ts';

// Mapped so the schema snapshot and the test database's truncation know the tables
// (Migration20261126090500_webhooks made them); reads and writes are the hand-written SQL of
// mikro-orm-webhook.store.ts.

/** Receivers admins registered; `sealed_secret` is the signing secret under AES-256-GCM (WEBHOOK_SECRET_KEY). */
export const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpointRow',
  tableName: 'webhook_endpoints',
  properties: {
    id: p.string().primary(),
    url: p.text(),
    events: p.array(),
    description: p.string().length(200),
    secretHint: p.string().length(32),
    sealedSecret: p.text(),
    createdBy: p.string(),
    createdAt: p.datetime(),
    disabledAt: p.datetime().nullable(),
  },
});

/** The webhook outbox and delivery log: one row per event and endpoint, written in the causing use case's commit. */
export const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDeliveryRow',
  tableName: 'webhook_deliveries',
  indexes: [{ properties: ['status', 'nextAttemptAt'] }, { properties: ['endpoint', 'createdAt'] }],
  uniques: [{ properties: ['eventId', 'endpoint'] }],
  properties: {
    id: p.string().primary(),
    endpoint: p.manyToOne(WebhookEndpointSchema).deleteRule('cascade').updateRule('cascade'),
    eventId: p.string(),
    eventType: p.string().length(40),
    body: p.text(),
    status: p.enum(webhookDeliveryStatuses).default('pending'),
    tries: p.integer().default(0),
    lastStatusCode: p.integer().nullable(),
    lastError: p.text().nullable(),
    createdAt: p.datetime().index(),
    nextAttemptAt: p.datetime(),
    retryUntil: p.datetime(),
    deliveredAt: p.datetime().nullable(),
  },
});

export type WebhookEndpointRow = InferEntity<typeof WebhookEndpointSchema>;
export type WebhookDeliveryRow = InferEntity<typeof WebhookDeliverySchema>;
