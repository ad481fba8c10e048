import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../api-tests/api-helpers.ts';
import type { ExamKey } from '../domain/exam/exam.ts';
import { createTestUser, type TestUser } from '../test-support/auth-emulator.ts';
import {
  firstTestOf,
  type GraphqlCall,
  graphqlAt,
  graphqlOkAt,
  type Mail,
  newCandidate,
  outboxAt,
  publishEvaluationAs,
  siblingDatabaseUrl,
  submitFirstTest,
} from '../test-support/platform-api.ts';
import { testDatabaseUrl, testRedisUrl } from '../test-support/test-database.ts';
import {
  deleteRedisKeys,
  dropDatabase,
  failureSummary,
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
import { type RoundRobinProxy, servedByHeader, startRoundRobinProxy } from './round-robin-proxy.ts';

// Full mode scaled out as a deployment runs it: two core replicas and two workers, each a process of its own on one
// PostgreSQL database and one Redis, with a round-robin proxy in front, so consecutive requests of one user land on
// different replicas. Everything a replica keeps in its own memory (rate-limit counters, payment sessions, copies of
// attempts) and everything two processes may do at once (migrations at start, deadline timers) shows here.
//
// Isolation: a database of its own (the test database's name + `_scale`, dropped and created empty, dropped at the
// end; SCALE_TEST_DATABASE_URL to name another), the Redis of the tests under a key prefix of the run's own (its keys
// deleted at the end), free ports, and the Auth emulator of the global setup.

const userLimit = 20;
const deadlineSeconds = 10;
const startTimeoutMs = 120_000;

const baseUrl = testDatabaseUrl();
const databaseUrl = process.env.SCALE_TEST_DATABASE_URL || siblingDatabaseUrl(baseUrl, 'scale');
const redisUrl = testRedisUrl();
const keyPrefix = `scale-out-${process.pid}-${Date.now().toString(36)}`;

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/** The integrator's webhook receiver: answers 204 to everything and keeps every request. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

describe('two core replicas and two workers behind a round-robin proxy (full mode, one database, one Redis)', () => {
  let proxy: RoundRobinProxy;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const cores: PlatformProcess[] = [];
  const workers: PlatformProcess[] = [];
  /** How the replicas' first start together on the empty database went (item 1). */
  const firstStart: { name: string; error: string | null }[] = [];
  let admin: TestUser;
  const workerMetricsPorts = new Map<string, number>();
  /** A read-only key of the admin's, so that polling the outbox spends its own budget, not the admin's. */
  let adminKey = '';

  // --- calls through the proxy ---------------------------------------------------------------------------------

  const gql = <T = Record<string, unknown>>(query: string, call: GraphqlCall = {}) =>
    graphqlAt<T>(proxy.url, query, call);
  const gqlOk = <T = Record<string, unknown>>(query: string, call: GraphqlCall = {}) =>
    graphqlOkAt<T>(proxy.url, query, call);

  async function post(path: string, payload: unknown) {
    const response = await fetch(`${proxy.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const raw = await response.text();
    return { status: response.status, raw, servedBy: response.headers.get(servedByHeader) ?? '?' };
  }

  /** Sends cheap probes through the proxy until its next request goes to `replica`. */
  async function landNextOn(replica: string) {
    for (let i = 0; i < cores.length && proxy.nextUpstream() !== replica; i += 1) {
      await fetch(`${proxy.url}/healthz`).then((response) => response.arrayBuffer());
    }
    expect(proxy.nextUpstream()).toBe(replica);
  }
  const otherThan = (replica: string) => (replica === 'core-a' ? 'core-b' : 'core-a');

  const candidate = (name: string) => newCandidate(proxy.url, name);
  const firstTest = (user: TestUser, exam: ExamKey) => firstTestOf(proxy.url, user, exam);
  const outbox = () => outboxAt(proxy.url, adminKey);

  // --- the platform --------------------------------------------------------------------------------------------

  beforeAll(async () => {
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!emulatorHost) throw new Error('The global setup names the Auth emulator in FIREBASE_AUTH_EMULATOR_HOST.');
    const began = Date.now();
    const timings: string[] = [];
    const mark = (what: string) => timings.push(`${what} ${((Date.now() - began) / 1000).toFixed(1)} s`);
    await recreateDatabase(databaseUrl);
    receiver = await startReceiver();
    const [portA, portB] = [await freePort(), await freePort()];
    proxy = await startRoundRobinProxy([
      { name: 'core-a', port: portA },
      { name: 'core-b', port: portB },
    ]);
    // The same settings for every process, secrets included: a webhook secret sealed by one replica is opened by a
    // worker, a payment event signed by one replica's gateway is checked by the other's webhook route.
    const env = fullModeEnv(
      { databaseUrl, redisUrl, keyPrefix, emulatorHost, publicOrigin: proxy.url },
      {
        TRUST_PROXY: '127.0.0.1',
        EVALUATION_DEADLINE_SECONDS: String(deadlineSeconds),
        RATE_LIMIT_USER_PER_MINUTE: String(userLimit),
        // Both workers' reconcile passes run every second, racing the BullMQ jobs for the same deadlines.
        RECONCILE_INTERVAL_SECONDS: '1',
        WEBHOOK_SECRET_KEY: 'a3'.repeat(32),
        WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
        WEBHOOK_RELAY_INTERVAL_MS: '200',
        WEBHOOK_RETRY_BASE_MS: '500',
        WEBHOOK_RETRY_MAX_MS: '1000',
        SIMULATED_GATEWAY_WEBHOOK_SECRET: `whsec_scale_out_${'5c'.repeat(16)}`,
        // Item 6 shortens one candidate's writing time; a second of grace, so its tasks close soon after.
        TEST_CLOCKS: 'true',
        TIME_UP_GRACE_SECONDS: '1',
      },
    );

    // Item 1: both replicas and both workers at the same moment on the empty database (all of them migrate, the
    // replicas seed the question bank and create the demo accounts at once). A replica is up when /readyz answers 200
    // and its start finished (its banner); a worker when it says it consumes the queue.
    const coreUp = /is running \(test, full mode\)/;
    const workerUp = /worker started/;
    // Each worker serves its metrics on a port of its own (item 5 reads their deadline lateness).
    const launch = (name: string, port: number | null) =>
      port === null
        ? startWorker(name, { ...env, METRICS_PORT: String(workerMetricsPorts.get(name)) })
        : startCore(name, port, env);
    for (const name of ['worker-1', 'worker-2']) workerMetricsPorts.set(name, await freePort());
    const up = async (proc: PlatformProcess) => {
      if (proc.kind === 'core') await waitForReady(proc, startTimeoutMs);
      await waitForOutput(proc, proc.kind === 'core' ? coreUp : workerUp, startTimeoutMs);
    };
    cores.push(launch('core-a', portA), launch('core-b', portB));
    workers.push(launch('worker-1', null), launch('worker-2', null));
    const all = [...cores, ...workers];
    const started = await Promise.allSettled(all.map(up));
    mark('first start');
    for (const [index, outcome] of started.entries()) {
      firstStart.push({
        name: all[index]?.name ?? '?',
        error: outcome.status === 'rejected' ? String(outcome.reason) : null,
      });
    }
    // A process that failed its first start is started again alone, so the other checks still run on the full set.
    for (const group of [cores, workers]) {
      for (const [index, failed] of group.entries()) {
        if (firstStart.find((entry) => entry.name === failed.name)?.error === null) continue;
        await stopProcess(failed, 5_000);
        const again = launch(failed.name, failed.port);
        group[index] = again;
        await up(again);
        mark(`${failed.name} restarted`);
      }
    }

    // The demo admin the replicas created in the emulator; its key reads the outbox without touching its budget.
    admin = await createTestUser({ email: 'admin@example.com', password: 'admin-pass' });
    const created = await gqlOk<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(name: "scale-out test reads", readOnly: true) { secret } }',
      { token: admin.idToken },
    );
    adminKey = created.createApiKey.secret;
    console.info(`scale-out platform: ${timings.join(', ')}`);
  }, 4 * startTimeoutMs);

  afterAll(async () => {
    await Promise.all([...workers, ...cores].map((proc) => stopProcess(proc, 10_000)));
    if (process.env.SCALE_TEST_KEEP_LOGS) {
      for (const proc of [...cores, ...workers]) console.info(`--- ${proc.name} ---\n${tail(proc, 200)}`);
    }
    await proxy?.close();
    if (receiver) {
      receiver.server.closeAllConnections();
      receiver.server.close();
    }
    await deleteRedisKeys(redisUrl, keyPrefix).catch(() => 0);
    await dropDatabase(databaseUrl).catch(() => {});
  }, 60_000);

  // --- the checks ----------------------------------------------------------------------------------------------

  it('1. both replicas (and both workers) come up when started together on an empty database', () => {
    expect(firstStart).toEqual([
      { name: 'core-a', error: null },
      { name: 'core-b', error: null },
      { name: 'worker-1', error: null },
      { name: 'worker-2', error: null },
    ]);
    for (const proc of [...cores, ...workers]) {
      expect(proc.hasExited(), `${proc.name}:\n${failureSummary(proc)}`).toBe(false);
    }
  });

  it('2. one per-user rate limit across the replicas: the calls past the limit are refused with 429, on either replica', async () => {
    const busy = await candidate('Busy Across Replicas');
    // `candidate` spent one call already.
    const answers: { status: number; servedBy: string; raw: string }[] = [];
    for (let call = 0; call < userLimit + 5; call += 1) {
      const answer = await gql('{ me { id } }', { token: busy.idToken });
      answers.push({ status: answer.status, servedBy: answer.servedBy, raw: answer.raw });
    }
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['core-a', 'core-b']));
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    const summary = answers.map((answer) => `${answer.servedBy}:${answer.status}`).join(' ');
    // userLimit calls a minute in all, the first one included.
    expect(accepted.length, summary).toBe(userLimit - 1);
    expect(refused.length, summary).toBe(6);
    expect(new Set(refused.map((answer) => answer.servedBy)), summary).toEqual(new Set(['core-a', 'core-b']));
    expect(refused[0]?.raw ?? '').toMatch(/at most 20 a minute/);
    // Once refused, always refused within the minute, on both replicas.
    expect(
      answers.slice(userLimit - 1).every((answer) => answer.status === 429),
      summary,
    ).toBe(true);
  });

  it('3. a PTE test with per-task clocks, each step on the other replica: all accepted, the attempt ends submitted', async () => {
    const user = await candidate('Pat Per Task');
    const test = await firstTest(user, 'PTE');
    expect(test.unlocked).toBe(true);
    expect(test.tasks.map((task) => task.key)).toEqual(['summary', 'essay']);
    const fields = 'id status answers { taskKey text } taskClocks { taskKey closedAt timedOut }';
    type Attempt = {
      id: string;
      status: string;
      answers: { taskKey: string; text: string }[];
      taskClocks: { taskKey: string; closedAt: string | null; timedOut: boolean }[];
    };
    const summary = 'Cities plant trees to cool their streets and cut energy use in summer.';
    const essay = 'Working from home saves commuting time, yet teams lose the chance conversations of an office.';
    const served: string[] = [];
    const step = async <T>(name: string, query: string, variables: Record<string, unknown>) => {
      const answer = await gql<T>(query, { token: user.idToken, variables });
      served.push(answer.servedBy);
      expect.soft(answer.errors, `${name} on ${answer.servedBy}: ${answer.raw}`).toEqual([]);
      return answer.data;
    };

    const started = await step<{ startAttempt: Attempt }>(
      'start',
      `mutation($id: ID!) { startAttempt(mockTestId: $id) { ${fields} } }`,
      { id: test.id },
    );
    const attemptId = started?.startAttempt.id;
    expect(attemptId).toBeTruthy();
    const saveDraft = `mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { ${fields} } }`;
    await step('autosave the summary', saveDraft, { id: attemptId, answers: [{ taskKey: 'summary', text: summary }] });
    const handedIn = await step<{ submitTask: Attempt }>(
      'hand in the summary',
      `mutation($id: ID!, $answer: AnswerInput!) { submitTask(attemptId: $id, answer: $answer) { ${fields} } }`,
      { id: attemptId, answer: { taskKey: 'summary', text: summary } },
    );
    expect.soft(handedIn?.submitTask.taskClocks[0]?.closedAt).not.toBeNull();
    await step('autosave the essay', saveDraft, { id: attemptId, answers: [{ taskKey: 'essay', text: essay }] });
    const submitted = await step<{ submitAttempt: Attempt }>(
      'final submit',
      `mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { ${fields} } }`,
      {
        id: attemptId,
        answers: [
          { taskKey: 'summary', text: summary },
          { taskKey: 'essay', text: essay },
        ],
      },
    );
    expect.soft(submitted?.submitAttempt.status).toBe('SUBMITTED');
    const read = await step<{ attempt: Attempt }>('read back', `query($id: ID!) { attempt(id: $id) { ${fields} } }`, {
      id: attemptId,
    });

    // Consecutive steps landed on alternating replicas.
    for (let i = 1; i < served.length; i += 1) expect(served[i], served.join(' ')).not.toBe(served[i - 1]);
    expect(read?.attempt).toMatchObject({
      status: 'SUBMITTED',
      answers: [
        { taskKey: 'summary', text: summary },
        { taskKey: 'essay', text: essay },
      ],
    });
    expect(read?.attempt.taskClocks.map((clock) => [clock.taskKey, clock.closedAt !== null, clock.timedOut])).toEqual([
      ['summary', true, false],
      ['essay', true, false],
    ]);
  });

  it('4. a simulated payment across replicas: one open purchase, paid on the other replica, fulfilled once', async () => {
    const buyer = await candidate('Sam Scaled Buyer');
    const session = `gateway clientSecret purchase { id status receiptNumber plan { key } }`;
    type Session = {
      gateway: string;
      clientSecret: string;
      purchase: { id: string; status: string; receiptNumber: string | null; plan: { key: string } };
    };
    const start = () =>
      gqlOk<{ startPurchase: Session }>(
        `mutation($input: StartPurchaseInput!) { startPurchase(input: $input) { ${session} } }`,
        { token: buyer.idToken, variables: { input: { exam: 'IELTSAcademic', plan: 'silver' } } },
      );
    const first = await start();
    expect(first.startPurchase).toMatchObject({ gateway: 'SIMULATED', purchase: { status: 'PENDING' } });
    // A second start (a second tab, a double click) on the other replica answers the same open purchase.
    await landNextOn(otherThan(first.servedBy));
    const second = await start();
    expect(second.servedBy).not.toBe(first.servedBy);
    expect
      .soft(second.startPurchase.purchase.id, 'the second start opened another purchase')
      .toBe(first.startPurchase.purchase.id);
    expect.soft(second.startPurchase.clientSecret).toBe(first.startPurchase.clientSecret);

    // The card form posts to the replica that did not create the payment.
    await landNextOn(otherThan(first.servedBy));
    const paid = await post('/simulated-gateway/confirm', {
      clientSecret: first.startPurchase.clientSecret,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.servedBy).not.toBe(first.servedBy);
    expect.soft({ status: paid.status, body: paid.raw }).toEqual({ status: 200, body: '{"status":"succeeded"}' });

    // The browser comes back to the Completion page (either replica): confirmed once, whoever asks.
    const purchaseFields = 'id status receiptNumber plan { key }';
    for (let i = 0; i < 2; i += 1) {
      await gql(`mutation($id: ID!) { confirmPurchase(id: $id) { ${purchaseFields} } }`, {
        token: buyer.idToken,
        variables: { id: first.startPurchase.purchase.id },
      });
    }
    const mine = await gqlOk<{ myPurchases: { id: string; status: string; receiptNumber: string | null }[] }>(
      `{ myPurchases { ${purchaseFields} } }`,
      { token: buyer.idToken },
    );
    expect(mine.myPurchases.map((purchase) => [purchase.id, purchase.status])).toEqual([
      [first.startPurchase.purchase.id, 'SUCCEEDED'],
    ]);
    expect(mine.myPurchases[0]?.receiptNumber).toMatch(/^MT-\d{8}-[0-9A-F]{8}$/);
    for (let i = 0; i < 2; i += 1) {
      const profile = await gqlOk<{ me: { isSubscribed: boolean; plan: { key: string } | null } }>(
        '{ me { isSubscribed plan { key } } }',
        { token: buyer.idToken },
      );
      expect(profile.me, `me on ${profile.servedBy}`).toEqual({ isSubscribed: true, plan: { key: 'silver' } });
    }
    const receipts = (await outbox()).filter((mail) => mail.to === buyer.email && /^Your receipt /.test(mail.subject));
    expect(receipts).toHaveLength(1);
  });

  it('5. deadlines with two workers: a published evaluation released once, an unevaluated answer escalated once, each webhook delivered once', async () => {
    const tutor = await candidate('Tia Scaled Tutor');
    await gqlOk(
      'mutation($email: String!) { changeRole(email: $email, role: TUTOR, reason: "scale-out test") { role } }',
      { token: admin.idToken, variables: { email: tutor.email } },
    );
    const hookEvents = ['ATTEMPT_SUBMITTED', 'EVALUATION_RELEASED', 'EVALUATION_OVERDUE'];
    await gqlOk(
      `mutation($url: String!, $events: [WebhookEventType!]!) {
        registerWebhookEndpoint(url: $url, events: $events, description: "scale-out receiver") { endpoint { id } }
      }`,
      { token: admin.idToken, variables: { url: receiver.url, events: hookEvents } },
    );

    const [released, late] = await Promise.all([candidate('Rae Released'), candidate('Lou Late')]);
    const text = 'Night trains are coming back in Europe.';
    // One on IELTS Academic that the tutor evaluates at once; one on IELTS General nobody evaluates.
    const onTime = await submitFirstTest(proxy.url, released, 'IELTSAcademic', text);
    const overdue = await submitFirstTest(proxy.url, late, 'IELTSGeneral', text);
    await publishEvaluationAs(proxy.url, tutor, onTime, 'IELTSAcademic');

    const events = () =>
      receiver.received.map((request) => {
        const body = JSON.parse(request.body) as { id: string; type: string; data: { attemptId?: string } };
        return { id: body.id, type: body.type, attemptId: body.data.attemptId ?? null };
      });
    const eventsOf = (attemptId: string) =>
      events()
        .filter((event) => event.attemptId === attemptId)
        .map((event) => event.type)
        .sort();
    const mailsTo = (mails: Mail[], email: string) => mails.filter((mail) => mail.to === email).map((m) => m.subject);
    const tutorWarnings = (mails: Mail[]) =>
      mailsTo(mails, tutor.email).filter((subject) => subject.startsWith('Due soon: IELTS-General'));
    const adminAlerts = (mails: Mail[]) =>
      mailsTo(mails, admin.email).filter((subject) => subject.startsWith('Overdue: IELTS-General'));

    // Everything the deadlines cause has happened...
    await waitUntil(
      async () => {
        const mails = await outbox();
        return (
          eventsOf(onTime.attemptId).includes('evaluation.released') &&
          eventsOf(overdue.attemptId).includes('evaluation.overdue') &&
          mailsTo(mails, released.email).length > 0 &&
          mailsTo(mails, late.email).length > 0 &&
          tutorWarnings(mails).length > 0 &&
          adminAlerts(mails).length > 0
        );
      },
      (deadlineSeconds + 30) * 1000,
      `the deadlines' mails and webhooks (received so far: ${JSON.stringify(events())})`,
    );
    // ...and stays done once: a few more reconcile passes (every second in each worker) and relay rounds.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const mails = await outbox();
    expect(mailsTo(mails, released.email)).toEqual(['Your evaluation is ready']);
    expect(mailsTo(mails, late.email)).toEqual(['Sorry: your evaluation is late, and a free test is on us']);
    expect(tutorWarnings(mails)).toHaveLength(1);
    expect(adminAlerts(mails)).toHaveLength(1);
    expect(eventsOf(onTime.attemptId)).toEqual(['attempt.submitted', 'evaluation.released']);
    expect(eventsOf(overdue.attemptId)).toEqual(['attempt.submitted', 'evaluation.overdue']);
    const ids = events().map((event) => event.id);
    expect(ids.length, 'a webhook event was delivered twice').toBe(new Set(ids).size);

    const evaluated = await gqlOk<{ attempt: { status: string; evaluation: { id: string } | null } }>(
      'query($id: ID!) { attempt(id: $id) { status evaluation { id } } }',
      { token: released.idToken, variables: { id: onTime.attemptId } },
    );
    expect(evaluated.attempt.status).toBe('EVALUATION_DONE');
    expect(evaluated.attempt.evaluation).not.toBeNull();

    // The workers measured the deadlines they ran: how late each was handled, summed over both.
    let timersHandled = 0;
    for (const port of workerMetricsPorts.values()) {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const line = text.split('\n').find((row) => row.startsWith('mocktest_timer_lateness_seconds_count '));
      timersHandled += Number(line?.split(' ')[1] ?? 0);
    }
    expect(timersHandled).toBeGreaterThanOrEqual(2);
    // And the queue they share, by state.
    const workerText = await (await fetch(`http://127.0.0.1:${workerMetricsPorts.get('worker-1')}/metrics`)).text();
    expect(workerText).toMatch(/^mocktest_deadline_queue_jobs\{state="delayed"\} \d+$/m);
  }, 90_000);

  it('6. an abandoned PTE attempt: the workers close the summary, then the essay, at their times, answers kept', async () => {
    const user = await candidate('Abe Abandoned');
    // 6 s of writing, shared out between the summary and the essay as the exam shares its minutes.
    await gqlOk('mutation($input: SetTestClockInput!) { setTestClock(input: $input) { email } }', {
      token: admin.idToken,
      variables: { input: { email: user.email, writingSeconds: 6 } },
    });
    const test = await firstTest(user, 'PTE');
    const fields = 'id status timedOut answers { taskKey text } taskClocks { taskKey closedAt timedOut }';
    type Attempt = {
      id: string;
      status: string;
      timedOut: boolean;
      answers: { taskKey: string; text: string }[];
      taskClocks: { taskKey: string; closedAt: string | null; timedOut: boolean }[];
    };
    const { startAttempt } = await gqlOk<{ startAttempt: Attempt }>(
      `mutation($id: ID!) { startAttempt(mockTestId: $id) { ${fields} } }`,
      { token: user.idToken, variables: { id: test.id } },
    );
    const summary = 'Rivers carry less silt since the dams were built, so deltas shrink.';
    await gqlOk(
      `mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { id } }`,
      {
        token: user.idToken,
        variables: { id: startAttempt.id, answers: [{ taskKey: 'summary', text: summary }] },
      },
    );

    // Nobody calls again: only the workers' timers (BullMQ, then their reconcile passes) can close it. The reads
    // come every 2 s, within item 2's limit of calls per user and minute.
    let stored: Attempt | undefined;
    await waitUntil(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const read = await gqlOk<{ attempt: Attempt }>(`query($id: ID!) { attempt(id: $id) { ${fields} } }`, {
          token: user.idToken,
          variables: { id: startAttempt.id },
        });
        stored = read.attempt;
        return stored.status === 'SUBMITTED';
      },
      30_000,
      'the abandoned attempt to be handed in',
    );
    expect(stored).toMatchObject({
      status: 'SUBMITTED',
      timedOut: true,
      answers: [{ taskKey: 'summary', text: summary }],
    });
    expect(stored?.taskClocks.map((clock) => [clock.taskKey, clock.closedAt !== null, clock.timedOut])).toEqual([
      ['summary', true, true],
      ['essay', true, true],
    ]);
  });
});
