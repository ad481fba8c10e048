import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../../test-support/smtp-test-server.ts';
import {
  createTestPersistence,
  type TestPersistence,
  testDatabaseUrl,
  testRedisUrl,
} from '../../test-support/test-database.ts';

// Full mode: the worker process (services/worker) relays the outbox to SMTP_URL. Its Redis is a database index of
// its own, so it consumes no other run's deadline jobs.

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
let smtp: SmtpTestServer;
let persistence: TestPersistence;
let worker: ChildProcess | undefined;
const workerStartMs = 120_000;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  persistence = await createTestPersistence();
  await persistence.reset();
});

afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill('SIGKILL');
  await persistence?.close();
  await smtp?.close();
});

it('the worker sends a queued mail through SMTP_URL once, marks it sent, and stops cleanly', async () => {
  const queued = await persistence.outbox.add({
    to: 'rosa@example.test',
    subject: 'Your evaluation is ready',
    text: 'Hello Rosa,\n\nIt is ready.',
    html: '<p>Hello Rosa,</p><p>It is ready.</p>',
  });
  const redis = new URL(testRedisUrl());
  redis.pathname = '/14';
  let output = '';
  worker = spawn(process.execPath, ['services/worker/src/worker.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: redis.toString(),
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Mock Tests <mail@mocktest.test>',
      MAIL_RELAY_INTERVAL_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout?.on('data', (chunk) => (output += chunk));
  worker.stderr?.on('data', (chunk) => (output += chunk));

  // The first pass runs once the worker has started: a Node process importing the core, which took over 30 s on two
  // cores shared with the other test lanes.
  await expect.poll(() => smtp.received.length, { timeout: workerStartMs, interval: 200 }).toBe(1);
  expect(smtp.received[0]).toMatchObject({ to: 'rosa@example.test', subject: 'Your evaluation is ready' });
  expect(smtp.received[0]?.text).toContain('It is ready.');
  await expect.poll(async () => (await persistence.outbox.list(1))[0]?.status, { timeout: 10_000 }).toBe('sent');
  const [row] = await persistence.outbox.list(1);
  expect(row?.id).toBe(queued.id);
  expect(smtp.received[0]?.messageId).toBe(`<${row?.sendId}>`);

  // More passes send nothing more.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(smtp.received).toHaveLength(1);
  expect(output).toContain('mail: sending the outbox through');

  const exited = new Promise<number | null>((resolve) => worker?.once('exit', (code) => resolve(code)));
  worker.kill('SIGTERM');
  expect(await exited).toBe(0);
  // The worker's start, then the mail's passes and the stop.
}, 180_000);
