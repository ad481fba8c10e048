import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys } from '../adapters/scheduling/redis-test-keys.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { testRedisUrl } from '../test-support/test-database.ts';
import { graphql, graphqlOk, signUp } from './api-helpers.ts';

const saveDraft =
  'mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { id } }';

describe('rate limits', () => {
  describe('on the default settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    // A minute of a class behind one school NAT, compressed: every request of that minute is sent as fast as the
    // server answers, so all of them fall into one rate-limit window (harder than the real minute).
    it('lets 30 candidates behind one address autosave every 2 s for a minute without a single 429', {
      timeout: 180_000,
    }, async () => {
      await t.reset();
      const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Commuting habits' });
      await t.container.deps.mockTests.upsert(test);
      const taskKey = test.tasks[0]?.key;
      const candidates = await Promise.all(
        Array.from({ length: 30 }, (_, index) => signUp(`Class Member ${String.fromCharCode(97 + index)}`)),
      );
      const statuses: number[] = [];
      const send = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
        const answer = await graphql(t.app, query, { token, variables });
        statuses.push(answer.status);
        return answer;
      };

      // Navigation: the dashboard, the test list, the test page.
      const attemptIds = await Promise.all(
        candidates.map(async (user) => {
          await send(user.idToken, '{ me { id selectedExam } }');
          await send(user.idToken, '{ mockTests(exam: IELTSAcademic) { id title unlocked myAttempt { id } } }');
          const started = await send(user.idToken, 'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }', {
            id: test.id,
          });
          return (started.data as { startAttempt: { id: string } }).startAttempt.id;
        }),
      );
      // 30 autosaves each (one every 2 s for 60 s), the whole class at each tick.
      for (let tick = 1; tick <= 30; tick += 1) {
        await Promise.all(
          candidates.map((user, index) =>
            send(user.idToken, saveDraft, {
              id: attemptIds[index],
              answers: [{ taskKey, text: `Draft ${tick} of ${user.email}` }],
            }),
          ),
        );
      }

      expect(statuses).toHaveLength(30 * 33);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      const last = await graphqlOk<{ attempt: { answers: { text: string }[] } }>(
        t.app,
        'query($id: ID!) { attempt(id: $id) { answers { text } } }',
        { token: candidates[7]?.idToken, variables: { id: attemptIds[7] } },
      );
      expect(last.attempt.answers.map((answer) => answer.text)).toEqual([`Draft 30 of ${candidates[7]?.email}`]);
    });
  });

  describe('with small limits', () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    const anonymousList = (app: TestApp['app'], headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/ieltsacademic.json', headers });

    it('answers 429 to one user over the user limit, while a classmate on the same address goes on', async () => {
      t = await createTestApp({ env: { RATE_LIMIT_USER_PER_MINUTE: '5', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100' } });
      const [busy, classmate] = await Promise.all([signUp('Busy Bee'), signUp('Calm Classmate')]);

      for (let call = 1; call <= 5; call += 1) {
        expect((await graphql(t.app, '{ me { id } }', { token: busy.idToken })).status).toBe(200);
      }
      const refused = await graphql(t.app, '{ me { id } }', { token: busy.idToken });

      expect(refused.status).toBe(429);
      expect(refused.errors).toEqual([
        {
          message: expect.stringMatching(/^Too many requests for this account: at most 5 a minute\. Try again in /),
          extensions: { code: 'TOO_MANY_REQUESTS', requestId: expect.any(String) },
        },
      ]);
      expect((await graphql(t.app, '{ me { id } }', { token: classmate.idToken })).status).toBe(200);
    });

    it("counts an API key's calls in the key's own bucket, with RateLimit headers, while its owner's sign-in goes on", async () => {
      t = await createTestApp({ env: { RATE_LIMIT_API_KEY_PER_MINUTE: '3', RATE_LIMIT_USER_PER_MINUTE: '100' } });
      const owner = await signUp('Key Integrator');
      await graphqlOk(t.app, '{ me { id } }', { token: owner.idToken });
      const created = await graphqlOk<{ createApiKey: { secret: string } }>(
        t.app,
        'mutation { createApiKey(name: "Nightly sync") { secret } }',
        { token: owner.idToken },
      );
      const secret = created.createApiKey.secret;

      for (let call = 1; call <= 3; call += 1) {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          payload: { query: '{ me { id } }' },
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['ratelimit-limit']).toBe('3');
        expect(answer.headers['ratelimit-remaining']).toBe(String(3 - call));
        expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThan(0);
      }
      const refused = await graphql(t.app, '{ me { id } }', { token: secret });
      expect(refused.status).toBe(429);
      expect(refused.errors).toEqual([
        {
          message: expect.stringMatching(/^Too many requests for this API key: at most 3 a minute\. Try again in /),
          extensions: { code: 'TOO_MANY_REQUESTS', requestId: expect.any(String) },
        },
      ]);
      const legacy = await t.app.inject({
        method: 'GET',
        url: `/v1/api/users/${owner.uid}`,
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(legacy.statusCode).toBe(429);
      expect(legacy.json()).toEqual({
        error: {
          code: 'TOO_MANY_REQUESTS',
          message: expect.stringMatching(/^Too many requests for this API key/),
          requestId: legacy.headers['x-request-id'],
        },
      });
      expect(Number(legacy.headers['retry-after'])).toBeGreaterThan(0);
      expect(legacy.headers['ratelimit-remaining']).toBe('0');

      // The owner's browser session has its own budget, untouched by the key's calls.
      expect((await graphql(t.app, '{ me { id } }', { token: owner.idToken })).status).toBe(200);
    });

    it('answers 429 to one anonymous address over its limit, and an invalid token does not buy a bucket of its own', async () => {
      t = await createTestApp({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3' } });
      const app = t.app;

      for (let call = 1; call <= 2; call += 1) expect((await anonymousList(app)).statusCode).toBe(200);
      // A made-up token is not a verified identity: it counts against the address like an anonymous call.
      expect((await anonymousList(app, { authorization: 'Bearer made-up-token' })).statusCode).toBe(200);
      const refused = await anonymousList(app, { authorization: 'Bearer another-made-up-token' });

      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: {
          code: 'TOO_MANY_REQUESTS',
          message: expect.stringMatching(/^Too many requests from this address without signing in: at most 3 a minute/),
          requestId: refused.headers['x-request-id'],
        },
      });
      expect(refused.headers['retry-after']).toBeDefined();
      // Health probes come often from one address and are never counted.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });

    it('ignores X-Forwarded-For without TRUST_PROXY: every caller behind the claim shares the real address', async () => {
      t = await createTestApp({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2' } });
      const app = t.app;

      const statuses = [];
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        statuses.push((await anonymousList(app, { 'x-forwarded-for': client })).statusCode);
      }

      expect(statuses).toEqual([200, 200, 429]);
    });

    for (const trustProxy of ['1', '127.0.0.1', 'true']) {
      it(`keys anonymous calls by the forwarded client address with TRUST_PROXY=${trustProxy}`, async () => {
        t = await createTestApp({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2', TRUST_PROXY: trustProxy } });
        const app = t.app;

        const statuses = [];
        for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.3', '203.0.113.3']) {
          statuses.push((await anonymousList(app, { 'x-forwarded-for': client })).statusCode);
        }

        expect(statuses).toEqual([200, 200, 200, 200, 429]);
      });
    }
  });

  describe('with two replicas on one Redis', () => {
    let replicas: TestApp[] = [];
    let prefix: string;
    afterEach(async () => {
      for (const replica of replicas) await replica.close();
      replicas = [];
      await deleteKeys(testRedisUrl(), `${prefix}:*`);
    });

    const replicaOn = (env: Record<string, string>, logger?: pino.Logger) =>
      createTestApp({ env: { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: prefix, ...env }, logger });

    it('counts one budget per user and per address across both replicas, under the platform key prefix', async () => {
      prefix = `mocktest-test-${randomUUID()}`;
      const limits = { RATE_LIMIT_USER_PER_MINUTE: '6', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '4' };
      const [a, b] = [await replicaOn(limits), await replicaOn(limits)];
      replicas = [a, b];
      const user = await signUp('Roaming Replica');

      // 3 calls land on A and 3 on B: the sixth is still within the one budget of 6 a minute.
      const statuses: number[] = [];
      for (const app of [a.app, b.app, a.app, b.app, a.app, b.app]) {
        statuses.push((await graphql(app, '{ me { id } }', { token: user.idToken })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      const refused = await graphql(b.app, '{ me { id } }', { token: user.idToken });
      expect(refused.status).toBe(429);
      expect(refused.errors?.[0]?.message).toMatch(/^Too many requests for this account: at most 6 a minute/);
      expect((await graphql(a.app, '{ me { id } }', { token: user.idToken })).status).toBe(429);

      // Anonymous calls from one address share one bucket too (both replicas see the caller at 127.0.0.1).
      const anonymous = [];
      for (const app of [a.app, b.app, a.app, b.app, a.app]) {
        anonymous.push((await app.inject({ method: 'GET', url: '/ieltsacademic.json' })).statusCode);
      }
      expect(anonymous).toEqual([200, 200, 200, 200, 429]);

      // The counters are in Redis under REDIS_KEY_PREFIX, where a third replica (or a restarted one) finds them.
      const redis = new Redis(testRedisUrl());
      const keys = await redis.keys(`${prefix}:rate-limit:*`).finally(() => redis.quit());
      expect(keys.sort()).toEqual([`${prefix}:rate-limit:ip:127.0.0.1`, `${prefix}:rate-limit:user:${user.uid}`]);
      const c = await replicaOn(limits);
      replicas.push(c);
      expect((await graphql(c.app, '{ me { id } }', { token: user.idToken })).status).toBe(429);
    });

    it('lets requests through when Redis does not answer (fail open), and logs a warning', async () => {
      prefix = `mocktest-test-${randomUUID()}`;
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      // Nothing listens on port 1: every count fails, as when Redis is stopped.
      const t = await createTestApp({
        env: {
          REDIS_URL: 'redis://127.0.0.1:1',
          REDIS_COMMAND_TIMEOUT_MS: '200',
          RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2',
        },
        logger: pino({ level: 'warn' }, sink),
      });
      replicas = [t];

      const statuses = [];
      for (let call = 1; call <= 5; call += 1) {
        const since = Date.now();
        statuses.push((await t.app.inject({ method: 'GET', url: '/ieltsacademic.json' })).statusCode);
        // Failing open costs no wait: the count fails at once while the connection is down.
        expect(Date.now() - since).toBeLessThan(1000);
      }

      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(warnings).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: expect.stringMatching(/^rate limits: request let through uncounted/),
        }),
      );
    });
  });
});
