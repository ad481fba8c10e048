import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type {
  ClaimedDelivery,
  WebhookDeliveryStore,
  WebhookEndpointStore,
  WebhookEventSink,
} from '../../application/webhook/ports.ts';
import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEventType,
} from '../../domain/webhook/webhook.ts';

// Hand-written SQL like mikro-orm-api-key.store.ts, on the request's or the transaction's EntityManager. The tables
// come from Migration20261126090500_webhooks.

type EndpointRow = {
  id: string;
  url: string;
  events: string[] | string;
  description: string;
  secret_hint: string;
  created_by: string;
  created_at: Date | string;
  disabled_at: Date | string | null;
};

type DeliveryRow = {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  body: string;
  status: string;
  tries: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date | string;
  next_attempt_at: Date | string;
  retry_until: Date | string;
  delivered_at: Date | string | null;
};

const endpointColumns = 'id, url, events, description, secret_hint, created_by, created_at, disabled_at';
const deliveryColumns =
  'd.id, d.endpoint_id, d.event_id, d.event_type, d.body, d.status, d.tries, d.last_status_code, d.last_error, d.created_at, d.next_attempt_at, d.retry_until, d.delivered_at';

const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const maybeDate = (value: Date | string | null): Date | null => (value === null ? null : date(value));

// A driver may hand text[] back as its literal ('{a,b}'); event names hold no commas, quotes or braces.
const textArray = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: textArray(row.events) as WebhookEventType[],
  description: row.description,
  secretHint: row.secret_hint,
  createdBy: row.created_by,
  createdAt: date(row.created_at),
  disabledAt: maybeDate(row.disabled_at),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpoint_id,
  eventId: row.event_id,
  eventType: row.event_type as WebhookEventType,
  body: row.body,
  status: row.status as WebhookDeliveryStatus,
  tries: Number(row.tries),
  lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
  lastError: row.last_error,
  createdAt: date(row.created_at),
  nextAttemptAt: date(row.next_attempt_at),
  retryUntil: date(row.retry_until),
  deliveredAt: maybeDate(row.delivered_at),
});

function sqlOn(em: () => EntityManager) {
  const sql = () => em() as SqlEntityManager;
  return {
    all: async <T>(query: string, params: unknown[]) => (await sql().execute(query, params, 'all')) as T[],
    run: async (query: string, params: unknown[]) =>
      (await sql().execute<{ affectedRows: number }>(query, params, 'run')).affectedRows,
  };
}

/** The outbox writer: one insert that fans the event out to the subscribed endpoints (none: no row). */
export function createMikroOrmWebhookEventSink(em: () => EntityManager): WebhookEventSink {
  const { run } = sqlOn(em);
  return {
    async emit(event, { body, retryUntil }) {
      await run(
        `insert into "webhook_deliveries" (id, endpoint_id, event_id, event_type, body, status, tries, created_at, next_attempt_at, retry_until)
         select gen_random_uuid()::text, e.id, ?, ?, ?, 'pending', 0, ?, ?, ?
         from "webhook_endpoints" e where e.disabled_at is null and ? = any(e.events)`,
        [event.id, event.type, body, event.occurredAt, event.occurredAt, retryUntil, event.type],
      );
    },
  };
}

export function createMikroOrmWebhookEndpointStore(em: () => EntityManager): WebhookEndpointStore {
  const { all, run } = sqlOn(em);
  return {
    async insert(endpoint, sealedSecret) {
      await run(
        `insert into "webhook_endpoints" (${endpointColumns}, sealed_secret) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          endpoint.id,
          endpoint.url,
          `{${endpoint.events.join(',')}}`,
          endpoint.description,
          endpoint.secretHint,
          endpoint.createdBy,
          endpoint.createdAt,
          endpoint.disabledAt,
          sealedSecret,
        ],
      );
    },
    list: async () =>
      (
        await all<EndpointRow>(
          `select ${endpointColumns} from "webhook_endpoints" order by created_at desc, id desc`,
          [],
        )
      ).map(toEndpoint),
    async findById(id) {
      const [row] = await all<EndpointRow>(`select ${endpointColumns} from "webhook_endpoints" where id = ?`, [id]);
      return row ? toEndpoint(row) : null;
    },
    async sealedSecret(id) {
      const [row] = await all<{ sealed_secret: string }>('select sealed_secret from "webhook_endpoints" where id = ?', [
        id,
      ]);
      return row?.sealed_secret ?? null;
    },
    disable: async (id, at) =>
      (await run('update "webhook_endpoints" set disabled_at = ? where id = ? and disabled_at is null', [at, id])) ===
      1,
  };
}

export function createMikroOrmWebhookDeliveryStore(em: () => EntityManager): WebhookDeliveryStore {
  const { all, run } = sqlOn(em);
  const one = async (id: string) => {
    const [row] = await all<DeliveryRow>(`select ${deliveryColumns} from "webhook_deliveries" d where d.id = ?`, [id]);
    return row ? toDelivery(row) : null;
  };
  // The try a relay claimed: still pending and at the tries it counted.
  const atTry = "id = ? and status = 'pending' and tries = ?";
  return {
    listDue: async (now, limit) =>
      (
        await all<DeliveryRow>(
          `select ${deliveryColumns} from "webhook_deliveries" d where d.status = 'pending' and d.next_attempt_at <= ? order by d.next_attempt_at, d.id limit ?`,
          [now, limit],
        )
      ).map(toDelivery),
    async claim(due, { now, leaseUntil }) {
      // One statement: the conditional update counts the try and holds the row; only the relay it changed goes on.
      const [row] = await all<DeliveryRow & { url: string; sealed_secret: string }>(
        `update "webhook_deliveries" d set tries = d.tries + 1, next_attempt_at = ?
         from "webhook_endpoints" e
         where e.id = d.endpoint_id and d.id = ? and d.status = 'pending' and d.tries = ? and d.next_attempt_at <= ?
         returning ${deliveryColumns}, e.url, e.sealed_secret`,
        [leaseUntil, due.id, due.tries, now],
      );
      if (!row) return null;
      const claimed: ClaimedDelivery = { ...toDelivery(row), url: row.url, sealedSecret: row.sealed_secret };
      return claimed;
    },
    markDelivered: async (claimed, { statusCode, at }) =>
      (await run(
        `update "webhook_deliveries" set status = 'delivered', delivered_at = ?, last_status_code = ?, last_error = null where ${atTry}`,
        [at, statusCode, claimed.id, claimed.tries],
      )) === 1,
    markRetry: async (claimed, failure, nextAttemptAt) =>
      (await run(
        `update "webhook_deliveries" set next_attempt_at = ?, last_status_code = ?, last_error = ? where ${atTry}`,
        [nextAttemptAt, failure.statusCode, failure.error, claimed.id, claimed.tries],
      )) === 1,
    markFailed: async (claimed, failure) =>
      (await run(
        `update "webhook_deliveries" set status = 'failed', last_status_code = ?, last_error = ? where ${atTry}`,
        [failure.statusCode, failure.error, claimed.id, claimed.tries],
      )) === 1,
    list: async ({ endpointId, limit }) =>
      (
        await all<DeliveryRow>(
          `select ${deliveryColumns} from "webhook_deliveries" d where (?::text is null or d.endpoint_id = ?) order by d.created_at desc, d.id desc limit ?`,
          [endpointId, endpointId, limit],
        )
      ).map(toDelivery),
    findById: one,
    redeliver: async (id, { now, retryUntil }) =>
      (await run(
        `update "webhook_deliveries" set status = 'pending', tries = 0, next_attempt_at = ?, retry_until = ?, delivered_at = null where id = ? and status <> 'pending'`,
        [now, retryUntil, id],
      )) === 1,
  };
}
