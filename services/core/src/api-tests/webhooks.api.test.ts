import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReconcileLoop } from '../adapters/scheduling/reconcile-loop.ts';
import { createWebhookAdapters } from '../adapters/webhooks/create-webhook-adapters.ts';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import { relayWebhooks } from '../application/webhook/relay-webhooks.use-case.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import { startWebhookRelay, webhookRelayPolicy } from '../main/webhook-relay.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp, waitUntil } from './api-helpers.ts';

// Webhooks end to end on PostgreSQL: an admin registers a receiver on a loopback server of the test's own (allowed in
// test mode), a candidate's submit queues the event in its own transaction, the relay signs and posts it, and the
// receiver verifies it with the three lines of docs/integrators.md. Short backoff and timeout through the settings.

const answerText = 'Commuters in the survey favoured trains over buses for reliability.';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/** A receiver on 127.0.0.1: /ok answers 204, /flaky 500 twice then 204, /hang never answers, /down always 500. */
async function startReceiver(): Promise<{ server: Server; url: (path: string) => string; received: Received[] }> {
  const received: Received[] = [];
  const flakyCounts = new Map<string, number>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body });
      if (path.startsWith('/hang')) return; // never answers
      if (path.startsWith('/down')) return void res.writeHead(500).end('down');
      if (path.startsWith('/flaky')) {
        const seen = (flakyCounts.get(path) ?? 0) + 1;
        flakyCounts.set(path, seen);
        if (seen <= 2) return void res.writeHead(500).end('not yet');
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: (path) => `http://127.0.0.1:${port}${path}`, received };
}

/** The verification of docs/integrators.md, line for line (`req.headers`, the raw body and the endpoint's secret). */
function verifiedByReadmeCode(req: { headers: IncomingHttpHeaders }, rawBody: string, secret: string): boolean {
  try {
    const [t, v1] = (req.headers['webhook-signature'] as string).split(',').map((kv) => kv.split('=')[1] as string);
    const mac = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
    const ok = timingSafeEqual(Buffer.from(mac), Buffer.from(v1 as string)) && Date.now() / 1000 - Number(t) < 300;
    return ok;
  } catch {
    return false; // a signature of the wrong length
  }
}

const registerMutation = `mutation($url: String!, $events: [WebhookEventType!]!) {
  registerWebhookEndpoint(url: $url, events: $events, description: "Test receiver") {
    secret endpoint { id url events secretHint description }
  }
}`;
const deliveriesQuery = `query($endpointId: ID) {
  webhookDeliveries(endpointId: $endpointId) { id eventId eventType status attempts lastStatusCode lastError deliveredAt body }
}`;
type Delivery = {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  body: string;
};

describe('webhooks through the API', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let test: MockTest;
  let admin: TestUser;
  let relay: ReconcileLoop | null = null;

  beforeAll(async () => {
    t = await createTestApp({
      deadlineSeconds: 24 * 3600,
      env: {
        WEBHOOK_RELAY_INTERVAL_MS: '100',
        WEBHOOK_RETRY_BASE_MS: '200',
        WEBHOOK_RETRY_MAX_MS: '400',
        WEBHOOK_TIMEOUT_MS: '600',
      },
    });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    receiver.server.closeAllConnections();
    receiver.server.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    receiver.received.length = 0;
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Getting to work' });
    await t.container.deps.mockTests.upsert(test);
    admin = await asRole('Hook Admin', 'admin');
  });
  afterEach(async () => {
    await relay?.stop();
    relay = null;
  });

  async function asRole(name: string, role: 'candidate' | 'tutor' | 'admin'): Promise<TestUser> {
    const user = await signUp(name);
    await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    if (role !== 'candidate') await grantRole(t.container.deps, { actor: 'system', email: user.email, role });
    return user;
  }
  async function register(path: string, events: string[] = ['ATTEMPT_SUBMITTED']) {
    const answer = await graphqlOk<{
      registerWebhookEndpoint: { secret: string; endpoint: { id: string; url: string } };
    }>(t.app, registerMutation, { token: admin.idToken, variables: { url: receiver.url(path), events } });
    return answer.registerWebhookEndpoint;
  }
  async function submitAs(user: TestUser): Promise<{ attemptId: string; ms: number }> {
    const started = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: user.idToken, variables: { id: test.id } },
    );
    const at = performance.now();
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
      {
        token: user.idToken,
        variables: {
          id: started.startAttempt.id,
          answers: test.tasks.map((task) => ({ taskKey: task.key, text: answerText })),
        },
      },
    );
    return { attemptId: started.startAttempt.id, ms: performance.now() - at };
  }
  const deliveries = async (endpointId: string) =>
    (
      await graphqlOk<{ webhookDeliveries: Delivery[] }>(t.app, deliveriesQuery, {
        token: admin.idToken,
        variables: { endpointId },
      })
    ).webhookDeliveries;
  const receivedAt = (path: string) => receiver.received.filter((r) => r.path === path);

  it('delivers attempt.submitted to a registered receiver, signed so that the code of docs/integrators.md verifies it', async () => {
    const { secret, endpoint } = await register('/ok');
    expect(secret).toMatch(/^whsec_/);
    relay = startWebhookRelay(t.container);
    const candidate = await asRole('Hook Candidate', 'candidate');
    const { attemptId } = await submitAs(candidate);

    await waitUntil(async () => receivedAt('/ok').length === 1, 10_000, 'the delivery');
    const [request] = receivedAt('/ok');
    if (!request) throw new Error('no request');
    expect(verifiedByReadmeCode(request, request.body, secret)).toBe(true);
    expect(verifiedByReadmeCode(request, request.body, `${secret}x`)).toBe(false);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      type: 'attempt.submitted',
      data: { attemptId, exam: 'IELTSAcademic', timedOut: false },
    });
    expect(request.headers['webhook-id']).toBe(body.id);
    expect(request.headers['webhook-event']).toBe('attempt.submitted');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).not.toContain(answerText);

    await waitUntil(async () => (await deliveries(endpoint.id))[0]?.status === 'DELIVERED', 5_000, 'the log');
    const [logged] = await deliveries(endpoint.id);
    expect(logged).toMatchObject({
      eventId: body.id,
      eventType: 'ATTEMPT_SUBMITTED',
      attempts: 1,
      lastStatusCode: 204,
    });
    // The endpoint list never shows the secret again.
    const listed = await graphql(t.app, '{ webhookEndpoints { id url secretHint events } }', { token: admin.idToken });
    expect(listed.raw).not.toContain(secret);
    expect(listed.raw).toContain(endpoint.id);
  });

  it('retries a receiver answering 500 with backoff until it accepts, with the same event id each time', async () => {
    const { endpoint } = await register('/flaky');
    relay = startWebhookRelay(t.container);
    await submitAs(await asRole('Flaky Candidate', 'candidate'));
    await waitUntil(async () => (await deliveries(endpoint.id))[0]?.status === 'DELIVERED', 15_000, 'the third try');
    const tries = receivedAt('/flaky');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const [logged] = await deliveries(endpoint.id);
    expect(logged).toMatchObject({ attempts: 3, lastStatusCode: 204, lastError: null });
  });

  it('logs a receiver that keeps failing with its status, and a redeliver sends the same event again', async () => {
    const { endpoint } = await register('/down');
    relay = startWebhookRelay(t.container);
    await submitAs(await asRole('Down Candidate', 'candidate'));
    await waitUntil(async () => receivedAt('/down').length >= 2, 10_000, 'a retry');
    const [failing] = await deliveries(endpoint.id);
    expect(failing).toMatchObject({ status: 'PENDING', lastStatusCode: 500 });
    expect(failing?.lastError).toContain('500');

    const ok = await register('/ok');
    await submitAs(await asRole('Second Candidate', 'candidate'));
    await waitUntil(async () => (await deliveries(ok.endpoint.id))[0]?.status === 'DELIVERED', 10_000, 'delivery');
    const [delivered] = await deliveries(ok.endpoint.id);
    const again = await graphqlOk<{ redeliverWebhook: Delivery }>(
      t.app,
      'mutation($id: ID!) { redeliverWebhook(id: $id) { id status attempts } }',
      { token: admin.idToken, variables: { id: delivered?.id } },
    );
    expect(again.redeliverWebhook).toMatchObject({ status: 'PENDING', attempts: 0 });
    await waitUntil(async () => receivedAt('/ok').length === 2, 10_000, 'the redelivery');
    const [first, second] = receivedAt('/ok');
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
  });

  it('never slows the submit down when the receiver hangs; the hung try times out and is logged', async () => {
    const { endpoint } = await register('/hang');
    relay = startWebhookRelay(t.container);
    const candidate = await asRole('Hang Candidate', 'candidate');
    const first = await submitAs(candidate);
    await waitUntil(async () => receivedAt('/hang').length >= 1, 10_000, 'the hanging request');
    // While the receiver holds a request open, another submit answers as fast as ever.
    const other = await asRole('Other Candidate', 'candidate');
    const second = await submitAs(other);
    expect(first.ms).toBeLessThan(500);
    expect(second.ms).toBeLessThan(500);
    await waitUntil(
      async () => ((await deliveries(endpoint.id)).find((d) => d.lastError) ?? null) !== null,
      10_000,
      'the timeout',
    );
    const timedOut = (await deliveries(endpoint.id)).find((d) => d.lastError);
    expect(timedOut).toMatchObject({ status: 'PENDING', lastStatusCode: null });
    expect(timedOut?.lastError).toMatch(/No answer within 600 ms/);
  });

  it('delivers evaluation.overdue when the deadline passes with no evaluation', async () => {
    const { endpoint } = await register('/ok', ['EVALUATION_OVERDUE']);
    relay = startWebhookRelay(t.container);
    const { attemptId } = await submitAs(await asRole('Late Candidate', 'candidate'));
    t.clock.advanceSeconds(24 * 3600 + 1);
    const { handleDeadline } = await import('../application/evaluation/handle-deadline.use-case.ts');
    expect(await handleDeadline(t.container.deps, { attemptId })).toBe('overdue');
    await waitUntil(async () => receivedAt('/ok').length === 1, 10_000, 'the overdue event');
    const body = JSON.parse(receivedAt('/ok')[0]?.body ?? '{}');
    expect(body).toMatchObject({ type: 'evaluation.overdue', data: { attemptId } });
    expect((await deliveries(endpoint.id))[0]?.status).toBe('DELIVERED');
  });

  it('sends a delivery claimed by two relays at once exactly once (20 rounds)', async () => {
    await register('/ok');
    const relayDeps = t.container.webhookRelay;
    const policy = webhookRelayPolicy(t.container.config.webhooks);
    const candidate = await asRole('Race Candidate', 'candidate');
    for (let round = 0; round < 20; round++) {
      await t.container.deps.transaction((tx) =>
        tx.webhooks.events.emit(
          { id: `evt_race_${round}`, type: 'attempt.submitted', occurredAt: tx.clock.now(), data: { round } },
          { body: JSON.stringify({ round }), retryUntil: new Date(Date.now() + 60_000) },
        ),
      );
      const outcomes = await Promise.all([relayWebhooks(relayDeps, policy), relayWebhooks(relayDeps, policy)]);
      expect(outcomes.reduce((sum, o) => sum + o.delivered, 0)).toBe(1);
    }
    expect(candidate).toBeDefined();
    const ids = receivedAt('/ok').map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it('refuses tutors and candidates every webhook operation', async () => {
    const { endpoint } = await register('/ok');
    for (const user of [await asRole('Hook Tutor', 'tutor'), await asRole('Hook Student', 'candidate')]) {
      for (const [query, variables] of [
        ['{ webhookEndpoints { id } }', {}],
        [deliveriesQuery, { endpointId: endpoint.id }],
        [registerMutation, { url: receiver.url('/ok'), events: ['ATTEMPT_SUBMITTED'] }],
        ['mutation($id: ID!) { disableWebhookEndpoint(id: $id) { id } }', { id: endpoint.id }],
      ] as const) {
        const answer = await graphql(t.app, query, { token: user.idToken, variables });
        expect(errorCodes(answer), answer.raw).toEqual(['FORBIDDEN']);
      }
    }
  });

  it('stops new deliveries to a disabled endpoint', async () => {
    const { endpoint } = await register('/ok');
    await graphqlOk(t.app, 'mutation($id: ID!) { disableWebhookEndpoint(id: $id) { disabledAt } }', {
      token: admin.idToken,
      variables: { id: endpoint.id },
    });
    await submitAs(await asRole('Quiet Candidate', 'candidate'));
    expect(await deliveries(endpoint.id)).toEqual([]);
  });
});

describe('webhooks in production mode (WEBHOOK_ALLOW_PRIVATE_HOSTS=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_HOSTS: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to register loopback, private, metadata and localhost URLs', async () => {
    await t.reset();
    const admin = await signUp('Prod Admin');
    await graphqlOk(t.app, '{ me { id } }', { token: admin.idToken });
    await grantRole(t.container.deps, { actor: 'system', email: admin.email, role: 'admin' });
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'https://10.20.30.40/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost:8080/hook',
      'http://[::1]/hook',
    ]) {
      const answer = await graphql(t.app, registerMutation, {
        token: admin.idToken,
        variables: { url, events: ['ATTEMPT_SUBMITTED'] },
      });
      expect(errorCodes(answer), `${url}: ${answer.raw}`).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('refuses at delivery time a host that resolves to a private address after registration', async () => {
    await t.reset();
    // Registered while the name pointed somewhere public; by the time of delivery it resolves to loopback.
    const receiverHits: string[] = [];
    const server = createServer((req, res) => {
      receiverHits.push(req.url ?? '');
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const endpointId = 'ep-rebind';
      const secrets = t.container.deps.webhooks.secrets;
      await t.container.deps.webhooks.endpoints.insert(
        {
          id: endpointId,
          url: `http://rebinding.example:${port}/hook`,
          events: ['attempt.submitted'],
          description: '',
          secretHint: 'whsec_rebind',
          createdBy: 'test',
          createdAt: new Date(),
          disabledAt: null,
        },
        secrets.seal(secrets.newSecret()),
      );
      await t.container.deps.transaction((tx) =>
        tx.webhooks.events.emit(
          { id: 'evt_rebind', type: 'attempt.submitted', occurredAt: tx.clock.now(), data: {} },
          { body: '{}', retryUntil: new Date(Date.now() + 60_000) },
        ),
      );
      const adapters = createWebhookAdapters(t.container.config.webhooks, t.container.deps.clock, async () => [
        '127.0.0.1',
      ]);
      const outcome = await relayWebhooks(
        { ...adapters.forRelay, clock: t.container.deps.clock, deliveries: t.container.deps.webhooks.deliveries },
        webhookRelayPolicy(t.container.config.webhooks),
      );
      expect(outcome.retrying).toBe(1);
      expect(receiverHits).toEqual([]);
      const [logged] = await t.container.deps.webhooks.deliveries.list({ endpointId, limit: 1 });
      expect(logged?.lastError).toMatch(/loopback, private or link-local/);
    } finally {
      server.close();
    }
  });
});
