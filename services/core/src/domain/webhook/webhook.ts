/** The events an integrator may subscribe an endpoint to. */
export const webhookEventTypes = [
  'attempt.submitted',
  'evaluation.released',
  'evaluation.overdue',
  'purchase.succeeded',
  'purchase.refunded',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** An event as it is delivered: the id is the same on every try and every endpoint, for the receiver to deduplicate. */
export type WebhookEvent = {
  id: string;
  type: WebhookEventType;
  occurredAt: Date;
  /** Ids and the facts an integrator needs; never answer texts, feedback or the revised (model) answer. */
  data: Record<string, string | number | boolean | null>;
};

/** A receiver registered by an admin. Its secret is never part of this record: it is sealed in the store. */
export type WebhookEndpoint = {
  id: string;
  url: string;
  events: WebhookEventType[];
  /** The admin's note about who receives it. */
  description: string;
  /** The first characters of the secret, to tell endpoints apart. */
  secretHint: string;
  createdBy: string;
  createdAt: Date;
  /** Set when an admin turned it off: no new deliveries are made to it. */
  disabledAt: Date | null;
};

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** One event for one endpoint, with what its tries got back. */
export type WebhookDelivery = {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  /** The JSON body sent, byte for byte the same on every try. */
  body: string;
  status: WebhookDeliveryStatus;
  /** Tries so far (a claim counts as one). */
  tries: number;
  /** The receiver's HTTP status of the last try; null when it gave none (refused, timed out, unreachable). */
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  /** A pending delivery is not tried before this (backoff, or the lease of a try in flight). */
  nextAttemptAt: Date;
  /** Tries stop at this time: the backoff runs for a day by default. */
  retryUntil: Date;
  deliveredAt: Date | null;
};
