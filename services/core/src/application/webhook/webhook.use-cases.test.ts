import { describe, expect, it } from 'vitest';
import { startAttempt } from '../attempt/start-attempt.use-case.ts';
import { submitAttempt } from '../attempt/submit-attempt.use-case.ts';
import { handlePaymentWebhook } from '../payment/handle-payment-webhook.use-case.ts';
import { startPurchase } from '../payment/start-purchase.use-case.ts';
import { buildMockTest, buildProfile } from '../testing/builders.ts';
import { domainErrorOf } from '../testing/expect-domain-error.ts';
import { createInMemoryDeps } from '../testing/in-memory-deps.ts';
import { paidUsd } from '../testing/in-memory-payments.ts';
import { redeliverWebhook } from './admin-webhooks.use-cases.ts';
import type { SendResult, WebhookSender } from './ports.ts';
import { registerWebhookEndpoint } from './register-webhook-endpoint.use-case.ts';
import { relayWebhooks, type WebhookRelayPolicy } from './relay-webhooks.use-case.ts';

const test1 = buildMockTest({ id: 'iea-1', exam: 'IELTSAcademic', sequence: 1 });
const admin = buildProfile({ userId: 'admin-uid', role: 'admin', email: 'admin@example.com' });
const tutor = buildProfile({ userId: 'tutor-uid', role: 'tutor', email: 'tutor@example.com' });
const candidate = buildProfile({ userId: 'cand-uid', role: 'candidate', email: 'cand@example.com' });

const policy: WebhookRelayPolicy = {
  retryForMs: 86_400_000,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  claimLeaseMs: 60_000,
  batchSize: 10,
};

function setup() {
  const deps = createInMemoryDeps({ mockTests: [test1], profiles: [admin, tutor, candidate] });
  const posts: { url: string; secret: string; eventId: string; body: string }[] = [];
  let answers: SendResult[] = [];
  const sender: WebhookSender = {
    async send(request) {
      posts.push(request);
      return answers.shift() ?? { ok: true, statusCode: 204 };
    },
  };
  const relay = () =>
    relayWebhooks(
      { clock: deps.clock, deliveries: deps.webhooks.deliveries, secrets: deps.webhooks.secrets, sender },
      policy,
    );
  return { deps, posts, relay, answer: (next: SendResult[]) => (answers = next) };
}

async function submitOne(deps: ReturnType<typeof setup>['deps']) {
  const attempt = await startAttempt(deps, { actor: candidate, mockTestId: 'iea-1' });
  return submitAttempt(deps, {
    actor: candidate,
    attemptId: attempt.id,
    answers: [{ taskKey: 'task1', text: 'A chart answer written for a test.' }],
  });
}

describe('webhook endpoints', () => {
  it('are registered by admins only, with the secret returned once', async () => {
    const { deps } = setup();
    for (const actor of [tutor, candidate]) {
      const refused = await domainErrorOf(
        registerWebhookEndpoint(deps, { actor, url: 'https://hooks.example/x', events: ['attempt.submitted'] }),
      );
      expect(refused.code).toBe('FORBIDDEN');
    }
    const { endpoint, secret } = await registerWebhookEndpoint(deps, {
      actor: admin,
      url: 'https://hooks.example/x',
      events: ['purchase.refunded', 'attempt.submitted'],
    });
    expect(endpoint.events).toEqual(['attempt.submitted', 'purchase.refunded']);
    expect(secret.startsWith(endpoint.secretHint)).toBe(true);
    expect(await deps.webhooks.endpoints.sealedSecret(endpoint.id)).not.toBe(secret);
  });

  it('refuse unknown events, no events, and URLs that are not http(s)', async () => {
    const { deps } = setup();
    const register = (url: string, events: string[]) =>
      domainErrorOf(registerWebhookEndpoint(deps, { actor: admin, url, events }));
    expect((await register('https://hooks.example/x', ['attempt.deleted'])).code).toBe('BAD_USER_INPUT');
    expect((await register('https://hooks.example/x', [])).code).toBe('BAD_USER_INPUT');
    expect((await register('file:///etc/passwd', ['attempt.submitted'])).code).toBe('BAD_USER_INPUT');
    expect((await register('https://user:pw@hooks.example/x', ['attempt.submitted'])).code).toBe('BAD_USER_INPUT');
  });
});

describe('webhook events and their relay', () => {
  it('queue attempt.submitted with the submit, carrying ids and no answer text, once however often it is submitted', async () => {
    const { deps, posts, relay } = setup();
    await registerWebhookEndpoint(deps, {
      actor: admin,
      url: 'https://hooks.example/x',
      events: ['attempt.submitted'],
    });
    const submitted = await submitOne(deps);
    await submitAttempt(deps, { actor: candidate, attemptId: submitted.id, answers: submitted.answers });
    expect(deps.webhooks.emitted().map((event) => event.type)).toEqual(['attempt.submitted']);
    expect(await relay()).toMatchObject({ delivered: 1 });
    const body = JSON.parse(posts[0]?.body ?? '{}');
    expect(body).toMatchObject({ type: 'attempt.submitted', data: { attemptId: submitted.id, userId: 'cand-uid' } });
    expect(posts[0]?.body).not.toContain('chart answer');
    expect(posts[0]?.eventId).toBe(body.id);
  });

  it('retries a failing receiver with exponential backoff until a day has passed, then marks it failed', async () => {
    const { deps, posts, relay, answer } = setup();
    await registerWebhookEndpoint(deps, {
      actor: admin,
      url: 'https://hooks.example/x',
      events: ['attempt.submitted'],
    });
    await submitOne(deps);
    answer(Array.from({ length: 30 }, () => ({ ok: false, statusCode: 500, error: 'The receiver answered 500.' })));
    const waits: number[] = [];
    for (let i = 0; i < 30; i++) {
      const outcome = await relay();
      const [delivery] = await deps.webhooks.deliveries.list({ endpointId: null, limit: 1 });
      if (outcome.failed === 1 || delivery?.status === 'failed') break;
      const wait = (delivery?.nextAttemptAt.getTime() ?? 0) - deps.clock.now().getTime();
      waits.push(wait / 1000);
      deps.clock.advanceSeconds(wait / 1000);
    }
    expect(waits.slice(0, 5)).toEqual([30, 60, 120, 240, 480]);
    expect(Math.max(...waits)).toBe(3600);
    const [failed] = await deps.webhooks.deliveries.list({ endpointId: null, limit: 1 });
    expect(failed).toMatchObject({ status: 'failed', lastStatusCode: 500 });
    const elapsedHours = waits.reduce((sum, wait) => sum + wait, 0) / 3600;
    expect(elapsedHours).toBeGreaterThan(23);
    expect(elapsedHours).toBeLessThanOrEqual(24);
    // Every try sent the same event id.
    expect(new Set(posts.map((post) => post.eventId)).size).toBe(1);

    const again = await redeliverWebhook(deps, { actor: admin, deliveryId: failed?.id ?? '' });
    expect(again).toMatchObject({ status: 'pending', tries: 0 });
    expect((await domainErrorOf(redeliverWebhook(deps, { actor: admin, deliveryId: again.id }))).code).toBe('CONFLICT');
    answer([]);
    expect(await relay()).toMatchObject({ delivered: 1 });
  });

  it('sends a delivery once when two relays run at the same time', async () => {
    const { deps, posts, relay } = setup();
    await registerWebhookEndpoint(deps, {
      actor: admin,
      url: 'https://hooks.example/x',
      events: ['attempt.submitted'],
    });
    await submitOne(deps);
    const outcomes = await Promise.all([relay(), relay()]);
    expect(outcomes.reduce((sum, o) => sum + o.delivered, 0)).toBe(1);
    expect(posts).toHaveLength(1);
  });

  it('writes nothing when no endpoint listens, and nothing for a rolled-back use case', async () => {
    const { deps } = setup();
    await submitOne(deps);
    expect(await deps.webhooks.deliveries.list({ endpointId: null, limit: 10 })).toEqual([]);
    await registerWebhookEndpoint(deps, {
      actor: admin,
      url: 'https://hooks.example/x',
      events: ['attempt.submitted'],
    });
    await deps
      .transaction(async (tx) => {
        await tx.webhooks.events.emit(
          { id: 'evt_x', type: 'attempt.submitted', occurredAt: tx.clock.now(), data: {} },
          { body: '{}', retryUntil: tx.clock.now() },
        );
        throw new Error('the use case failed after emitting');
      })
      .catch(() => undefined);
    expect(await deps.webhooks.deliveries.list({ endpointId: null, limit: 10 })).toEqual([]);
  });
});

describe('purchase events', () => {
  it('queue purchase.succeeded once however often the payment is reported, and purchase.refunded at the refund', async () => {
    const { deps } = setup();
    const { purchase } = await startPurchase(deps, { actor: candidate, exam: 'PTE', plan: 'silver' });
    const paymentId = purchase.providerPaymentId as string;
    const report = (outcome: Parameters<typeof deps.payments.settle>[1]) => {
      deps.payments.settle(paymentId, outcome);
      return handlePaymentWebhook(deps, deps.payments.signedEvent(paymentId, outcome));
    };
    await report(paidUsd(30));
    await report(paidUsd(30));
    await report({ status: 'refunded' });
    const events = deps.webhooks.emitted();
    expect(events.map((event) => event.type)).toEqual(['purchase.succeeded', 'purchase.refunded']);
    expect(events[0]?.data).toMatchObject({
      purchaseId: purchase.id,
      plan: 'silver',
      amountUsd: 30,
      status: 'succeeded',
    });
    expect(events[1]?.data).toMatchObject({ purchaseId: purchase.id, status: 'refunded' });
  });
});
