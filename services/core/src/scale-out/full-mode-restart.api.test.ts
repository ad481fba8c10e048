import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../api-tests/api-helpers.ts';
import type { ExamKey } from '../domain/exam/exam.ts';
import { getExam } from '../domain/exam/exam-catalogue.ts';
import { recheckCriteria } from '../domain/rewrite/rewrite-rules.ts';
import { createTestUser, type TestUser } from '../test-support/auth-emulator.ts';
import {
  type Account,
  type GraphqlCall,
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

// Full mode stopped while evaluation deadlines come due, then started again after a Redis loss: one core process and
// one worker on PostgreSQL and Redis. Before the stop, a published evaluation waits for its release, an unevaluated
// answer waits for its escalations, and a rechecked rewrite waits for its release. Both processes are stopped with
// SIGTERM, stay down until every one of those times has passed, and the run's Redis keys (the BullMQ jobs among them)
// are deleted, as after a Redis loss: the database is the only record of what is due. Started again, the platform must
// become ready and handle each due item exactly once. The embedded-mode version is
// e2e/restart-after-downtime.e2e.test.ts.
//
// Isolation: a database of its own (the test database's name + `_restart`, dropped and created empty, dropped at the
// end; RESTART_TEST_DATABASE_URL to name another), the Redis of the tests under a key prefix of the run's own (its
// keys deleted at the end), free ports, and the Auth emulator of the global setup.

const deadlineSeconds = 10;
const startTimeoutMs = 120_000;
const stopBoundMs = 30_000;
/** After the last due time, before the processes start again. */
const downtimeMarginMs = 2_000;

const databaseUrl = process.env.RESTART_TEST_DATABASE_URL || siblingDatabaseUrl(testDatabaseUrl(), 'restart');
const redisUrl = testRedisUrl();
const keyPrefix = `full-restart-${process.pid}-${Date.now().toString(36)}`;

const coreUp = /is running \(test, full mode\)/;
const workerUp = /worker started/;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('full mode (one core, one worker) stopped while deadlines come due, Redis lost, started again', () => {
  let port = 0;
  let env: Record<string, string> = {};
  let core: PlatformProcess | null = null;
  let worker: PlatformProcess | null = null;
  /** A read-only key of the demo admin's, so that polling the outbox spends its own budget, not the admin's. */
  let adminKey = '';
  const timings: string[] = [];
  const began = Date.now();
  const mark = (what: string) => timings.push(`${what} ${((Date.now() - began) / 1000).toFixed(1)} s`);

  const origin = () => `http://127.0.0.1:${port}`;
  const gqlOk = <T = Record<string, unknown>>(query: string, call: GraphqlCall = {}) =>
    graphqlOkAt<T>(origin(), query, call);

  const signIn = async (email: string, password: string): Promise<Account> => ({
    ...(await createTestUser({ email, password })),
    password,
  });

  const candidate = (name: string) => newCandidate(origin(), name);
  const submit = (user: TestUser, exam: ExamKey, text: string) => submitFirstTest(origin(), user, exam, text);
  const outbox = () => outboxAt(origin(), adminKey);

  async function start(): Promise<void> {
    core = startCore('core', port, env);
    worker = startWorker('worker', env);
    await Promise.all([
      waitForReady(core, startTimeoutMs).then(() => waitForOutput(core as PlatformProcess, coreUp, startTimeoutMs)),
      waitForOutput(worker, workerUp, startTimeoutMs),
    ]);
  }

  /** SIGTERM to the process, by its own pid; how long it took to exit, and how (null: still running at the bound). */
  async function terminate(proc: PlatformProcess) {
    const sent = Date.now();
    proc.child.kill('SIGTERM');
    const exit = await Promise.race([proc.exited, pause(stopBoundMs).then(() => null)]);
    return { name: proc.name, exit, ms: Date.now() - sent };
  }

  beforeAll(async () => {
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!emulatorHost) throw new Error('The global setup names the Auth emulator in FIREBASE_AUTH_EMULATOR_HOST.');
    await recreateDatabase(databaseUrl);
    await deleteRedisKeys(redisUrl, keyPrefix);
    port = await freePort();
    // The same settings for both processes and both starts, secrets included.
    env = fullModeEnv(
      { databaseUrl, redisUrl, keyPrefix, emulatorHost, publicOrigin: `http://127.0.0.1:${port}` },
      {
        EVALUATION_DEADLINE_SECONDS: String(deadlineSeconds),
        RATE_LIMIT_USER_PER_MINUTE: '100000',
        WEBHOOK_SECRET_KEY: 'b7'.repeat(32),
        SIMULATED_GATEWAY_WEBHOOK_SECRET: `whsec_full_restart_${'6d'.repeat(16)}`,
      },
    );
    await start();
    mark('first start');

    // The demo admin the core created in the emulator; its key reads the outbox without touching its budget.
    const admin = await signIn('admin@example.com', 'admin-pass');
    const created = await gqlOk<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(name: "full-mode restart test reads", readOnly: true) { secret } }',
      { token: admin.idToken },
    );
    adminKey = created.createApiKey.secret;
  }, 2 * startTimeoutMs);

  afterAll(async () => {
    await Promise.all([worker, core].map((proc) => (proc ? stopProcess(proc, 10_000) : undefined)));
    if (process.env.RESTART_TEST_KEEP_LOGS) {
      for (const proc of [core, worker]) if (proc) console.info(`--- ${proc.name} ---\n${tail(proc, 200)}`);
    }
    console.info(`full-mode restart: ${timings.join(', ')}`);
    await deleteRedisKeys(redisUrl, keyPrefix).catch(() => 0);
    await dropDatabase(databaseUrl).catch(() => {});
  }, 60_000);

  it('handles every deadline that came due while it was down exactly once, from the database alone', async () => {
    const tutor = await signIn('tutor@example.com', 'tutor-pass');

    // --- before the stop ---------------------------------------------------------------------------------------

    // C: an evaluation released before the stop, rewritten, and the recheck published; its release comes due later.
    const rewriter = await candidate('Cleo Rewriter');
    const original = await submit(rewriter, 'IELTSAcademic', 'Cities should ban cars from their centres.');
    await publishEvaluationAs(origin(), tutor, original, 'IELTSAcademic');
    await waitUntil(
      async () =>
        (
          await gqlOk<{ attempt: { evaluation: { id: string } | null } }>(
            'query($id: ID!) { attempt(id: $id) { evaluation { id } } }',
            { token: rewriter.idToken, variables: { id: original.attemptId } },
          )
        ).attempt.evaluation !== null,
      (deadlineSeconds + 30) * 1000,
      "the release of C's evaluation before the stop",
    );
    // ...and its mail written by the worker's timer, so that the mail after the restart can only be a duplicate.
    await waitUntil(
      async () =>
        (await outbox()).some((mail) => mail.to === rewriter.email && mail.subject === 'Your evaluation is ready'),
      30_000,
      "the mail of C's release before the stop",
    );
    mark("C's evaluation released");
    const rewrite = await gqlOk<{ startRewrite: { id: string } }>(
      'mutation($id: ID!) { startRewrite(attemptId: $id) { id } }',
      { token: rewriter.idToken, variables: { id: original.attemptId } },
    );
    const rewriteId = rewrite.startRewrite.id;
    const rewritten = 'Banning cars from city centres, I would argue, cuts pollution and frees space for people.';
    await gqlOk(
      'mutation($id: ID!, $a: [AnswerInput!]!) { submitRewrite(rewriteId: $id, answers: $a) { submittedAt } }',
      {
        token: rewriter.idToken,
        variables: { id: rewriteId, a: original.test.tasks.map((task) => ({ taskKey: task.key, text: rewritten })) },
      },
    );
    const rewriteSubmittedAt = Date.now();
    const checks = recheckCriteria(
      getExam('IELTSAcademic'),
      original.test.tasks.map((task) => task.key),
    ).map((pair) => ({ ...pair, verdict: 'FIXED', comment: '' }));
    await gqlOk(
      `mutation($id: ID!, $checks: [CriterionRecheckInput!]!) {
        publishRecheck(rewriteId: $id, checks: $checks) { rewrite { recheckedAt } } }`,
      { token: tutor.idToken, variables: { id: rewriteId, checks } },
    );

    // A: an evaluation published at once, released at the deadline. B: nobody evaluates it.
    const [released, waiting] = await Promise.all([candidate('Rosa Released'), candidate('Omar Overdue')]);
    const onTime = await submit(released, 'IELTSAcademic', 'The museum had more visitors every year.');
    const overdue = await submit(waiting, 'IELTSGeneral', 'Night trains are coming back in Europe.');
    await publishEvaluationAs(origin(), tutor, onTime, 'IELTSAcademic');

    const mailsTo = (mails: Mail[], email: string, subject: RegExp) =>
      mails.filter((mail) => mail.to === email && subject.test(mail.subject)).map((mail) => mail.subject);
    const dueItems = (mails: Mail[]) => ({
      aReleased: mailsTo(mails, released.email, /^Your evaluation is ready$/),
      bOverdueToAdmin: mailsTo(mails, 'admin@example.com', /^Overdue:/),
      bDueSoonToTutor: mailsTo(mails, 'tutor@example.com', /^Due soon:/),
      bSorry: mailsTo(mails, waiting.email, /^Sorry: your evaluation is late/),
      cReleased: mailsTo(mails, rewriter.email, /^Your evaluation is ready$/),
      cRechecked: mailsTo(mails, rewriter.email, /^Your rewrite has been rechecked$/),
    });
    // None of it has come due yet (C's evaluation was released before; its mail is the one thing sent).
    expect(dueItems(await outbox())).toEqual({
      aReleased: [],
      bOverdueToAdmin: [],
      bDueSoonToTutor: [],
      bSorry: [],
      cReleased: ['Your evaluation is ready'],
      cRechecked: [],
    });

    // --- the stop, the downtime, the Redis loss ----------------------------------------------------------------

    const running = [core, worker] as PlatformProcess[];
    const stopped = await Promise.all(running.map(terminate));
    mark('stopped');
    const earliestDue = Math.min(
      overdue.submittedAt + 0.75 * deadlineSeconds * 1000,
      rewriteSubmittedAt + deadlineSeconds * 1000,
    );
    console.info(
      `full-mode restart: stops ${stopped.map((s) => `${s.name} ${s.ms} ms (${JSON.stringify(s.exit)})`).join(', ')}; ` +
        `down ${((earliestDue - Date.now()) / 1000).toFixed(1)} s before the earliest due time`,
    );
    for (const [index, outcome] of stopped.entries()) {
      const proc = running[index] as PlatformProcess;
      expect(
        outcome.exit,
        `${proc.name} still running ${stopBoundMs} ms after SIGTERM:\n${failureSummary(proc)}`,
      ).not.toBeNull();
      expect(outcome.exit, `${proc.name} exited badly:\n${failureSummary(proc)}`).toEqual({ code: 0, signal: null });
    }

    // Down until every due time has passed (the wait is the downtime itself).
    const lastDue = Math.max(onTime.submittedAt, overdue.submittedAt, rewriteSubmittedAt) + deadlineSeconds * 1000;
    await pause(Math.max(0, lastDue + downtimeMarginMs - Date.now()));
    const deleted = await deleteRedisKeys(redisUrl, keyPrefix);
    expect(deleted, 'the run had Redis keys (the BullMQ jobs) to lose').toBeGreaterThan(0);
    mark(`down past the deadlines, ${deleted} Redis keys deleted`);

    // --- the start again -----------------------------------------------------------------------------------------

    const restarting = Date.now();
    await start();
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(response.status).toBe(200);
    mark(`started again (ready in ${((Date.now() - restarting) / 1000).toFixed(1)} s)`);

    const expected = {
      aReleased: ['Your evaluation is ready'],
      bOverdueToAdmin: [expect.stringMatching(/^Overdue: IELTS-General/)],
      bDueSoonToTutor: [expect.stringMatching(/^Due soon: IELTS-General/)],
      bSorry: [expect.stringMatching(/^Sorry: /)],
      cReleased: ['Your evaluation is ready'],
      cRechecked: ['Your rewrite has been rechecked'],
    };
    let last = dueItems([]);
    await waitUntil(
      async () => {
        last = dueItems(await outbox());
        return Object.values(last).every((subjects) => subjects.length >= 1);
      },
      60_000,
      `every due item handled after the restart (so far: ${JSON.stringify(last)})`,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(last)}\n${failureSummary(worker as PlatformProcess)}`);
    });
    mark('every due item handled');
    // ...and stays handled once: a few more seconds of the worker's timers and relay.
    await pause(4_000);
    expect(dueItems(await outbox())).toEqual(expected);

    // Tokens issued before the restart may be refused: A and C sign in again and read what was released.
    const releasedAgain = await signIn(released.email, released.password);
    const evaluated = await gqlOk<{ attempt: { status: string; evaluation: { id: string } | null } }>(
      'query($id: ID!) { attempt(id: $id) { status evaluation { id } } }',
      { token: releasedAgain.idToken, variables: { id: onTime.attemptId } },
    );
    expect(evaluated.attempt.status).toBe('EVALUATION_DONE');
    expect(evaluated.attempt.evaluation).not.toBeNull();
    const rewriterAgain = await signIn(rewriter.email, rewriter.password);
    const rechecked = await gqlOk<{
      attempt: { rewrite: { recheckedAt: string | null; checks: { verdict: string }[] } | null };
    }>('query($id: ID!) { attempt(id: $id) { rewrite { recheckedAt checks { verdict } } } }', {
      token: rewriterAgain.idToken,
      variables: { id: original.attemptId },
    });
    expect(rechecked.attempt.rewrite?.recheckedAt).not.toBeNull();
    expect(rechecked.attempt.rewrite?.checks.map((check) => check.verdict)).toEqual(checks.map(() => 'FIXED'));
    // B's answer is still waiting for its evaluation.
    const waitingAgain = await signIn(waiting.email, waiting.password);
    const unevaluated = await gqlOk<{ attempt: { evaluation: { id: string } | null } }>(
      'query($id: ID!) { attempt(id: $id) { evaluation { id } } }',
      { token: waitingAgain.idToken, variables: { id: overdue.attemptId } },
    );
    expect(unevaluated.attempt.evaluation).toBeNull();
  }, 150_000);
});
