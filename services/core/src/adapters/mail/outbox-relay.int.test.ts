import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAttempt } from '../../application/attempt/start-attempt.use-case.ts';
import { submitAttempt } from '../../application/attempt/submit-attempt.use-case.ts';
import type { CoreDeps } from '../../application/deps.ts';
import { claimAttempt } from '../../application/evaluation/claim-attempt.use-case.ts';
import { handleDeadline } from '../../application/evaluation/handle-deadline.use-case.ts';
import { publishEvaluation } from '../../application/evaluation/publish-evaluation.use-case.ts';
import { type RelayDeps, type RelayPolicy, relayOutbox } from '../../application/mail/relay-outbox.use-case.ts';
import { buildEvaluationInput, buildMockTest, buildProfile } from '../../application/testing/builders.ts';
import { createRecordingDeadlineScheduler } from '../../application/testing/in-memory-recorders.ts';
import { loadConfig } from '../../main/config.ts';
import { type Container, createContainer } from '../../main/container.ts';
import { relayPolicy } from '../../main/mail-relay.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../test-support/smtp-test-server.ts';
import { createTestPersistence, type TestPersistence, testDatabaseUrl } from '../../test-support/test-database.ts';

// The outbox relay against a real SMTP server (smtp-server on a kernel port) and real PostgreSQL: what arrives is
// read from the server, never from a mock of nodemailer.

const policy: RelayPolicy = {
  maxTries: 3,
  retryBaseSeconds: 60,
  retryMaxSeconds: 3_600,
  claimLeaseSeconds: 120,
  batchSize: 100,
};

let smtp: SmtpTestServer;
let persistence: TestPersistence;
let container: Container;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  persistence = await createTestPersistence();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDatabaseUrl(),
    EVALUATION_DEADLINE_SECONDS: '1',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Mock Tests <mail@mocktest.test>',
    MAIL_SEND_TIMEOUT_SECONDS: '5',
  });
  container = await createContainer(config, { persistence, logger: pino({ level: 'silent' }), clock });
});

afterAll(async () => {
  await container?.close();
  await smtp?.close();
});

beforeEach(async () => {
  await persistence.reset();
  smtp.received.length = 0;
  smtp.rejecting = false;
  smtp.rejections = 0;
  offsetMs = 0;
});

const relayDeps = (): RelayDeps => {
  if (!container.mailRelay) throw new Error('SMTP_URL is set, so the container must offer the relay');
  return container.mailRelay;
};

const queue = (deps: CoreDeps, to: string, subject: string) =>
  deps.transaction((tx) =>
    tx.mailer.send({ to, subject, text: `About ${subject}.`, html: `<p>About ${subject}.</p>` }),
  );

describe('outbox relay over SMTP', () => {
  it('takes its policy from the settings', () => {
    expect(relayPolicy(container.config.mail)).toMatchObject({ maxTries: 5, retryBaseSeconds: 30 });
  });

  it('a published evaluation, once released, arrives once: text and HTML, the send id as Message-ID', async () => {
    // Deadlines are handled here, not by a timer.
    const deps: CoreDeps = { ...container.deps, deadlines: createRecordingDeadlineScheduler() };
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Coastal Tourism Essay' });
    await deps.mockTests.upsert(test);
    const tutor = buildProfile({ role: 'tutor', fullName: 'Tutor One' });
    const candidate = buildProfile({ fullName: 'Rosa Diaz', email: 'rosa@example.test' });
    await deps.profiles.save(tutor);
    await deps.profiles.save(candidate);
    const attempt = await startAttempt(deps, { actor: candidate, mockTestId: test.id });
    await submitAttempt(deps, {
      actor: candidate,
      attemptId: attempt.id,
      answers: [
        { taskKey: 'task1', text: 'A chart summary.' },
        { taskKey: 'task2', text: 'An essay.' },
      ],
    });
    await claimAttempt(deps, { actor: tutor, attemptId: attempt.id });
    await publishEvaluation(deps, { actor: tutor, attemptId: attempt.id, input: buildEvaluationInput(test) });

    // Published before the deadline: nothing to send yet.
    await relayOutbox(relayDeps(), policy);
    expect(smtp.received).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await handleDeadline(deps, { attemptId: attempt.id });
    await handleDeadline(deps, { attemptId: attempt.id });
    const passes = await Promise.all([relayOutbox(relayDeps(), policy), relayOutbox(relayDeps(), policy)]);
    await relayOutbox(relayDeps(), policy);

    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ to: 'rosa@example.test', from: '"Mock Tests" <mail@mocktest.test>' });
    expect(mail?.subject).toBe('Your evaluation is ready');
    expect(mail?.text).toContain('Hello Rosa Diaz,');
    expect(mail?.text).toContain('"Coastal Tourism Essay"');
    expect(mail?.html).toContain('&#34;Coastal Tourism Essay&#34;');
    const [row] = await persistence.outbox.list(10);
    expect(row).toMatchObject({ status: 'sent', tries: 1, lastError: null });
    expect(mail?.messageId).toBe(`<${row?.sendId}>`);
  });

  it('a refused send is retried with growing waits and shown as failed, with the error, after the last try', async () => {
    smtp.rejecting = true;
    await queue(container.deps, 'nobody@example.test', 'Your receipt');

    const first = await relayOutbox(relayDeps(), policy);
    expect(first).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
    let [row] = await persistence.outbox.list(1);
    expect(row).toMatchObject({ status: 'pending', tries: 1 });
    expect(row?.lastError).toContain('550');
    const firstWaitMs = (row?.nextAttemptAt.getTime() ?? 0) - clock.now().getTime();
    expect(firstWaitMs).toBeGreaterThan(55_000);
    expect(firstWaitMs).toBeLessThanOrEqual(60_000);

    // Not due yet: the next pass leaves it alone.
    expect(await relayOutbox(relayDeps(), policy)).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.rejections).toBe(1);

    offsetMs += 60_000;
    expect(await relayOutbox(relayDeps(), policy)).toMatchObject({ retrying: 1 });
    [row] = await persistence.outbox.list(1);
    const secondWaitMs = (row?.nextAttemptAt.getTime() ?? 0) - clock.now().getTime();
    expect(secondWaitMs).toBeGreaterThan(115_000);
    expect(secondWaitMs).toBeLessThanOrEqual(120_000);

    offsetMs += 120_000;
    expect(await relayOutbox(relayDeps(), policy)).toMatchObject({ retrying: 0, failed: 1 });
    [row] = await persistence.outbox.list(1);
    expect(row).toMatchObject({ status: 'failed', tries: 3, sentAt: null });
    expect(row?.lastError).toContain('Mailbox nobody@example.test unavailable');
    expect(smtp.rejections).toBe(3);

    // A failed mail stays failed: the server accepting again sends nothing by itself.
    smtp.rejecting = false;
    offsetMs += 86_400_000;
    expect(await relayOutbox(relayDeps(), policy)).toMatchObject({ sent: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('an unreachable server counts as a failed try too', async () => {
    const closed = await startSmtpTestServer();
    await closed.close();
    const { createSmtpMailSender } = await import('./smtp-mail-sender.ts');
    const sender = createSmtpMailSender({ url: closed.url, from: 'a@mocktest.test', timeoutMs: 2_000 });
    await queue(container.deps, 'rosa@example.test', 'Plan expired');
    const outcome = await relayOutbox({ ...relayDeps(), sender }, policy);
    sender.close();
    expect(outcome).toMatchObject({ retrying: 1 });
    const [row] = await persistence.outbox.list(1);
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('nothing is sent twice when relays run at once, 20 rounds', async () => {
    // A second process: its own connection pool on the same database.
    const other = await createTestPersistence();
    try {
      for (let round = 0; round < 20; round++) {
        const subjects = Array.from({ length: 6 }, (_, i) => `Round ${round} mail ${i}`);
        for (const subject of subjects) await queue(container.deps, 'rosa@example.test', subject);
        const before = smtp.received.length;
        const relays = [persistence.outbox, other.outbox, persistence.outbox, other.outbox].map((outbox) =>
          relayOutbox({ ...relayDeps(), outbox }, policy),
        );
        const outcomes = await Promise.all(relays);
        const arrived = smtp.received.slice(before).map((mail) => mail.subject);
        expect(arrived.sort()).toEqual([...subjects].sort());
        expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(subjects.length);
        const ids = smtp.received.slice(before).map((mail) => mail.messageId);
        expect(new Set(ids).size).toBe(subjects.length);
      }
      const rows = await persistence.outbox.list(1_000);
      expect(rows.every((row) => row.status === 'sent' && row.tries === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
