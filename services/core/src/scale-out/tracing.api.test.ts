import { randomBytes } from 'node:crypto';
import { type DocumentNode, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../api-tests/api-helpers.ts';
import { createTestUser } from '../test-support/auth-emulator.ts';
import { type CollectedSpan, type OtlpCollector, startOtlpCollector } from '../test-support/otlp-collector.ts';
import {
  firstTestOf,
  graphqlOkAt,
  newCandidate,
  siblingDatabaseUrl,
  submitFirstTest,
} from '../test-support/platform-api.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../test-support/smtp-test-server.ts';
import { testDatabaseUrl, testRedisUrl } from '../test-support/test-database.ts';
import {
  deleteRedisKeys,
  dropDatabase,
  freePort,
  fullModeEnv,
  type PlatformProcess,
  recreateDatabase,
  startCore,
  startWorker,
  stopProcess,
  tail,
  waitForOutput,
  waitForReady,
} from './platform-processes.ts';

// With OTEL_EXPORTER_OTLP_ENDPOINT set, full mode (one core, one worker) sends its spans to the collector, and one
// trace follows a submit: the request, its transaction and queries, then, seconds later in the worker, the deadline
// jobs the submit scheduled, their own transactions, and the relay's sends of the mails they queued. The test starts the trace itself (a traceparent header on
// the submit), so it knows which trace id to look for.

const startTimeoutMs = 120_000;
/** The escalation job runs at 75% of it, the deadline job at 100%. */
const deadlineSeconds = 3;

const databaseUrl = siblingDatabaseUrl(testDatabaseUrl(), 'tracing');
const redisUrl = testRedisUrl();
const keyPrefix = `tracing-${process.pid}-${Date.now().toString(36)}`;
const serverKind = 2;
const consumerKind = 5;

describe('traces over OTLP', () => {
  let collector: OtlpCollector;
  let smtp: SmtpTestServer;
  let core: PlatformProcess | null = null;
  let worker: PlatformProcess | null = null;
  let origin = '';

  beforeAll(async () => {
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!emulatorHost) throw new Error('The global setup names the Auth emulator in FIREBASE_AUTH_EMULATOR_HOST.');
    collector = await startOtlpCollector();
    smtp = await startSmtpTestServer();
    await recreateDatabase(databaseUrl);
    await deleteRedisKeys(redisUrl, keyPrefix);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const env = fullModeEnv(
      { databaseUrl, redisUrl, keyPrefix, emulatorHost, publicOrigin: origin },
      {
        EVALUATION_DEADLINE_SECONDS: String(deadlineSeconds),
        RATE_LIMIT_USER_PER_MINUTE: '100000',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
        // The worker relays the escalation mails the deadline jobs queue.
        SMTP_URL: smtp.url,
        MAIL_RELAY_INTERVAL_SECONDS: '1',
        // Export every 100 ms instead of every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
    );
    core = startCore('core', port, env);
    worker = startWorker('worker', env);
    await Promise.all([waitForReady(core, startTimeoutMs), waitForOutput(worker, /worker started/, startTimeoutMs)]);
  }, startTimeoutMs + 30_000);

  afterAll(async () => {
    await Promise.all([worker, core].map((proc) => (proc ? stopProcess(proc) : undefined)));
    await collector?.close();
    await smtp?.close();
    await deleteRedisKeys(redisUrl, keyPrefix).catch(() => 0);
    await dropDatabase(databaseUrl).catch(() => {});
  }, 60_000);

  it('follows a submit from the request through its transaction to the worker’s jobs and mails, as one trace', async () => {
    const traceId = randomBytes(16).toString('hex');
    const rootSpanId = randomBytes(8).toString('hex');
    const candidate = await newCandidate(origin, 'Tracy Trace');
    const answer = 'Public transport should be free for students.';
    await submitFirstTest(origin, candidate, 'IELTSAcademic', answer, {
      traceparent: `00-${traceId}-${rootSpanId}-01`,
    });

    const inTrace = () => collector.spans().filter((span) => span.traceId === traceId);
    const jobs = () => inTrace().filter((span) => span.service === 'mocktest-worker' && span.name === 'deadline job');
    const sends = () => inTrace().filter((span) => span.service === 'mocktest-worker' && span.name === 'mail send');
    const traced = async () => jobs().length >= 2 && sends().length >= 1;
    await waitUntil(traced, 20_000, 'the escalation and deadline jobs and the mails they queued to be traced').catch(
      (error) => {
        throw new Error(`${error}\nspans: ${listSpans(inTrace())}\n--- worker ---\n${worker ? tail(worker) : ''}`);
      },
    );
    const spans = inTrace();
    const summary = listSpans(spans);

    // The request, continuing the caller's trace.
    const request = spans.find((span) => span.kind === serverKind && span.parentSpanId === rootSpanId);
    expect(request, summary).toBeDefined();
    // Beneath it: Fastify's route, the GraphQL operation, the transaction and its SQL, the Redis commands that
    // queued the jobs; in the worker, each job a consumer span.
    const has = (test: (span: CollectedSpan) => boolean) => spans.some(test);
    expect(
      {
        route: has((span) => span.name === 'request' && span.parentSpanId === request?.spanId),
        operation: has((span) => span.name === 'graphql.resolve submitAttempt'),
        transaction: has((span) => span.service === 'mocktest-core' && span.name === 'transaction'),
        sql: has((span) => span.service === 'mocktest-core' && dbSystem(span) === 'postgresql'),
        redis: has((span) => span.service === 'mocktest-core' && dbSystem(span) === 'redis'),
        jobsAreConsumers: jobs().every((span) => span.kind === consumerKind),
        // The relay's sends of the mails the jobs queued (the escalation to the tutors).
        mailSent: smtp.received.length > 0 && sends().every((span) => span.kind === consumerKind),
      },
      summary,
    ).toEqual({
      route: true,
      operation: true,
      transaction: true,
      sql: true,
      redis: true,
      jobsAreConsumers: true,
      mailSent: true,
    });
    const jobIds = new Set(jobs().map((span) => span.spanId));
    const underJobs = spans.filter((span) => span.service === 'mocktest-worker' && jobIds.has(span.parentSpanId));
    // Each job's own transaction beneath it.
    const transactions = underJobs.filter((span) => span.name === 'transaction');
    expect(transactions.length, summary).toBeGreaterThanOrEqual(2);
    // The deadline's own transaction (the one locking the attempt; the answer is overdue): its round trips from BEGIN
    // to COMMIT, the candidate's profile read once for both the apology and the admins' alert.
    const statementsOf = (transaction: CollectedSpan) =>
      spans.filter((span) => span.parentSpanId === transaction.spanId && span.name.startsWith('pg.query'));
    const overdue = transactions
      .map(statementsOf)
      .find((sql) => sql.some((span) => / for update$/.test(queryText(span))));
    expect(
      {
        statements: overdue?.length,
        profileReads: overdue?.filter((span) => profileRead.test(queryText(span))).length,
      },
      summary,
    ).toEqual({ statements: 11, profileReads: 1 });
    // What the spans say names statements and operations, not the candidate's data.
    const attributes = JSON.stringify(spans.map((span) => span.attributes));
    expect(attributes).not.toContain(candidate.uid);
    expect(attributes).not.toContain(answer);
    // One tree: every span's parent is the caller's span or another span of the trace.
    const ids = new Set([rootSpanId, ...spans.map((span) => span.spanId)]);
    expect(
      spans.filter((span) => !ids.has(span.parentSpanId)),
      summary,
    ).toEqual([]);
  }, 60_000);

  it('serves each hot call with at most one read of the caller’s profile and one statement for its data', async () => {
    const candidate = await newCandidate(origin, 'Rory Round');
    const test = await firstTestOf(origin, candidate, 'IELTSAcademic');
    const started = await graphqlOkAt<{ startAttempt: { id: string } }>(
      origin,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: candidate.idToken, variables: { id: test.id } },
    );
    const submitted = await submitFirstTest(origin, candidate, 'IELTSGeneral', 'An answer for the tutor to open.');
    const tutor = await createTestUser({ email: 'tutor@example.com', password: 'tutor-pass' });
    const draft = { attemptId: started.startAttempt.id, answers: [{ taskKey: test.tasks[0]?.key, text: 'A draft.' }] };
    const candidateApp = await appDocuments('candidate');
    const tutorApp = await appDocuments('tutor');
    const calls = {
      me: [candidateApp('CurrentProfile'), {}, candidate.idToken],
      mockTests: [candidateApp('WritingTests'), { exam: 'IELTSAcademic' }, candidate.idToken],
      myAttempts: ['{ myAttempts { total items { id status mockTest { id title } } } }', {}, candidate.idToken],
      saveDraft: [candidateApp('SaveDraft'), draft, candidate.idToken],
      evaluationQueue: [tutorApp('EvaluationQueue'), { limit: 20, offset: 0 }, tutor.idToken],
      gradingItem: [tutorApp('GradingItem'), { attemptId: submitted.attemptId }, tutor.idToken],
    } as const;
    // The old contract's autosave: one task's draft of the attempt started above.
    const restAutosave = async (headers: Record<string, string>) => {
      const body = { UId: candidate.uid, QId: test.id, TaskType: 3, UA: 'A draft through the old client.', Status: 1 };
      const response = await fetch(`${origin}/v1/api/WritingResponse`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${candidate.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.text()).toBe(200);
    };
    const seen: Record<string, { profileReads: number; statements: number }> = {};
    const requests = [
      ...Object.entries(calls).map(([name, [query, variables, token]]) => ({
        name,
        send: (headers: Record<string, string>) => graphqlOkAt(origin, query, { token, variables, headers }),
      })),
      { name: 'restAutosave', send: restAutosave },
    ];
    for (const { name, send } of requests) {
      const traceId = randomBytes(16).toString('hex');
      const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
      await send({ traceparent });
      const sql = () => collector.spans().filter((span) => span.traceId === traceId && dbSystem(span) === 'postgresql');
      // The request's spans arrive together once it has ended; give the batch a moment.
      await waitUntil(async () => sql().length > 0, 5_000, `the SQL of ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const statements = sql().filter((span) => span.name.startsWith('pg.query'));
      seen[name] = {
        profileReads: statements.filter((span) => profileRead.test(queryText(span))).length,
        statements: statements.length,
      };
    }
    // The queue reads its page with its count in one statement.
    expect(seen).toEqual({
      me: { profileReads: 1, statements: 1 },
      mockTests: { profileReads: 1, statements: 2 },
      myAttempts: { profileReads: 1, statements: 2 },
      saveDraft: { profileReads: 0, statements: 1 },
      restAutosave: { profileReads: 0, statements: 1 },
      evaluationQueue: { profileReads: 1, statements: 2 },
      gradingItem: { profileReads: 1, statements: 2 },
    });
  }, 60_000);
});

/** The database a span names (the attribute's newer and older names). */
function dbSystem(span: CollectedSpan): unknown {
  return span.attributes['db.system.name'] ?? span.attributes['db.system'];
}

/**
 * A web app's generated GraphQL documents by operation name, as the app sends them (read at run time: the apps are
 * projects of their own, outside this package's type check).
 */
async function appDocuments(app: 'candidate' | 'tutor'): Promise<(operation: string) => string> {
  const url = new URL(`../../../../web/${app}/src/gql/graphql.ts`, import.meta.url);
  const documents = (await import(url.href)) as Record<string, DocumentNode>;
  return (operation) => {
    const document = documents[`${operation}Document`];
    if (!document) throw new Error(`The ${app} app has no ${operation} document`);
    return print(document);
  };
}

/** The read of one profile by its owner's uid (the caller's, or an attempt's candidate's). */
const profileRead = /\bfrom profiles p where p\.user_id = /;

function queryText(span: CollectedSpan): string {
  return String(span.attributes['db.query.text'] ?? '');
}

function listSpans(spans: CollectedSpan[]): string {
  return spans.map((span) => `${span.service} ${span.name} (${span.spanId} <- ${span.parentSpanId})`).join('\n');
}
