import type { WebhookDelivery, WebhookEndpoint, WebhookEvent, WebhookEventType } from '../../domain/webhook/webhook.ts';

/**
 * Writes an event to the webhook outbox, in the caller's transaction: one pending delivery per active endpoint
 * subscribed to its type (none when nobody listens). The relay sends them after the commit.
 */
export type WebhookEventSink = {
  emit(event: WebhookEvent, delivery: { body: string; retryUntil: Date }): Promise<void>;
};

/** The endpoints admins registered; the secret is kept sealed (see WebhookSecretBox). */
export type WebhookEndpointStore = {
  insert(endpoint: WebhookEndpoint, sealedSecret: string): Promise<void>;
  list(): Promise<WebhookEndpoint[]>;
  findById(id: string): Promise<WebhookEndpoint | null>;
  /** The sealed secret of an endpoint, for signing; null for an unknown one. */
  sealedSecret(id: string): Promise<string | null>;
  /** Turns an endpoint off (no new deliveries); false when it was already off or is unknown. */
  disable(id: string, at: Date): Promise<boolean>;
};

/** A delivery taken by one relay for one try. */
export type ClaimedDelivery = WebhookDelivery & { url: string; sealedSecret: string };

/**
 * The deliveries as the relay and the admin screen use them. Every change is a conditional update on (id, pending,
 * tries) checked by row count: of two relays claiming the same row, only one sends it.
 */
export type WebhookDeliveryStore = {
  listDue(now: Date, limit: number): Promise<WebhookDelivery[]>;
  /** Takes `due` for one try if still pending, due and at `due.tries`; holds it until `leaseUntil`. */
  claim(due: WebhookDelivery, claim: { now: Date; leaseUntil: Date }): Promise<ClaimedDelivery | null>;
  markDelivered(claimed: WebhookDelivery, outcome: { statusCode: number; at: Date }): Promise<boolean>;
  markRetry(claimed: WebhookDelivery, outcome: TryFailure, nextAttemptAt: Date): Promise<boolean>;
  markFailed(claimed: WebhookDelivery, outcome: TryFailure): Promise<boolean>;
  /** Newest first, optionally of one endpoint. */
  list(options: { endpointId: string | null; limit: number }): Promise<WebhookDelivery[]>;
  findById(id: string): Promise<WebhookDelivery | null>;
  /**
   * Queues the delivery again now, with a fresh round of tries until `retryUntil`, unless it is pending already:
   * the same event id and body, so the receiver can tell it is the same event.
   */
  redeliver(id: string, at: { now: Date; retryUntil: Date }): Promise<boolean>;
};

export type TryFailure = { statusCode: number | null; error: string };

/** Refuses URLs whose host is (or resolves to) a loopback, private or link-local address, unless allowed. */
export type WebhookUrlGuard = {
  /** Throws DomainError BAD_USER_INPUT naming why the URL may not receive webhooks. */
  check(url: URL): Promise<void>;
};

/** New endpoint secrets, and their sealing for storage (signing needs the secret itself, so it cannot be hashed). */
export type WebhookSecretBox = {
  newSecret(): string;
  seal(secret: string): string;
  open(sealed: string): string;
};

/** What one POST to a receiver got back. */
export type SendResult = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/** Posts one signed delivery; never throws (a refusal, a timeout or a blocked address is a failed result). */
export type WebhookSender = {
  send(request: {
    url: string;
    secret: string;
    eventId: string;
    eventType: WebhookEventType;
    body: string;
  }): Promise<SendResult>;
};

/** Everything the webhook use cases need beside the clock and ids. */
export type WebhookPorts = {
  events: WebhookEventSink;
  endpoints: WebhookEndpointStore;
  deliveries: WebhookDeliveryStore;
  urlGuard: WebhookUrlGuard;
  secrets: WebhookSecretBox;
  settings: WebhookSettings;
};

export type WebhookSettings = Readonly<{
  /** A delivery is retried with exponential backoff until this long after the event (a day by default). */
  retryForMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}>;
