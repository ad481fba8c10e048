import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

// A small local HTTP fake of the Stripe endpoints the platform calls (create and retrieve a PaymentIntent), with the
// controls a test needs to play the customer (pay, decline) and Stripe's webhooks (events signed with Stripe's own
// helper). Tests cannot reach api.stripe.com from here; the `stripe` client is pointed at this with host and port.

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { message: string; code: string } | null;
};

export type RecordedStripeRequest = {
  method: string;
  path: string;
  form: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

export type StripeFake = {
  /** http://127.0.0.1:<port>, for STRIPE_API_BASE_URL. */
  url: string;
  api: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  webhookSecret: string;
  requests: RecordedStripeRequest[];
  intent(id: string): FakeIntent | undefined;
  intents(): FakeIntent[];
  /** The customer paid: the intent succeeded. */
  pay(id: string): FakeIntent;
  /** The customer's card was declined: the intent is payable again, with Stripe's message. */
  decline(id: string, message?: string): FakeIntent;
  /** A webhook as Stripe sends it: the event body and its Stripe-Signature header (at `timestamp`, seconds). */
  event(
    type: string,
    object: unknown,
    options?: { timestamp?: number; secret?: string },
  ): { rawBody: string; signature: string };
  close(): Promise<void>;
};

/** Nests Stripe's form encoding (`metadata[purchaseId]=p1`, `automatic_payment_methods[enabled]=true`). */
function parseForm(body: string): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[').map((part) => part.replace(/]$/, ''));
    if (!head) continue;
    if (rest.length === 0) {
      form[head] = value;
      continue;
    }
    form[head] ??= {};
    const nested = form[head] as Record<string, unknown>;
    nested[rest.join('.')] = value;
  }
  return form;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
};

/** Starts the fake on a free local port. */
export async function startStripeFake(): Promise<StripeFake> {
  const secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_fake_${randomBytes(16).toString('hex')}`;
  const intents = new Map<string, FakeIntent>();
  const idempotent = new Map<string, string>();
  const requests: RecordedStripeRequest[] = [];

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = parseForm(request.method === 'GET' ? url.search.slice(1) : body);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      form,
      idempotencyKey,
      authorization: request.headers.authorization,
    });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const replayed = idempotencyKey ? intents.get(idempotent.get(idempotencyKey) ?? '') : undefined;
      if (replayed) return send(response, 200, replayed);
      const id = `pi_fake_${randomBytes(8).toString('hex')}`;
      const automatic = form.automatic_payment_methods as Record<string, string> | undefined;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: String(form.currency),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        description: typeof form.description === 'string' ? form.description : null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) idempotent.set(idempotencyKey, id);
      return send(response, 200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1] ?? ''));
      if (intent) return send(response, 200, intent);
      return send(response, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${retrieve[1]}'`,
        },
      });
    }
    return send(response, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const must = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`The Stripe fake has no PaymentIntent ${id}`);
    return intent;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    webhookSecret,
    requests,
    intent: (id) => intents.get(id),
    intents: () => [...intents.values()],
    pay(id) {
      const intent = must(id);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      return intent;
    },
    decline(id, message = 'Your card was declined.') {
      const intent = must(id);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { message, code: 'card_declined' },
      });
      return intent;
    },
    event(type, object, options = {}) {
      const rawBody = JSON.stringify({
        id: `evt_fake_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type,
        created: options.timestamp ?? Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: rawBody,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      });
      return { rawBody, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
