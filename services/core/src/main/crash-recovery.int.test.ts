import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../test-support/auth-emulator.ts';
import { testDatabaseUrl } from '../test-support/test-database.ts';

// kill -9 of the core server in the middle of a burst of submits: after a restart, every submit the server
// acknowledged is stored, once, with the answer it acknowledged, and every evaluation deadline is still acted on.

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const port = 18_590;
const origin = `http://127.0.0.1:${port}`;
const candidates = 30;
const deadlineSeconds = 4;

/** A database of its own: the server migrates it at start, and the other suites' resets must not touch it. */
function crashDatabaseUrl(): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `${url.pathname}_crash`;
  return url.toString();
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['services/core/src/main/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: crashDatabaseUrl(),
      REDIS_URL: '',
      FIREBASE_AUTH_EMULATOR_HOST:
        process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.TEST_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
      EVALUATION_DEADLINE_SECONDS: String(deadlineSeconds),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_USER_PER_MINUTE: '100000',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Candidate app')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The core server did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}

async function submit(user: TestUser, index: number) {
  try {
    const response = await fetch(`${origin}/v1/api/writingresponse`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
      body: JSON.stringify({ UId: user.uid, Status: 2, QId: 'ielts-academic-01', UA: `Answer number ${index}.` }),
    });
    return response.ok ? ((await response.json()) as { Status: number; UA: string }) : null;
  } catch {
    return null; // the connection died with the server: not acknowledged
  }
}

async function responsesOf(user: TestUser) {
  const response = await fetch(`${origin}/v1/api/WritingResponse?userId=${user.uid}`, {
    headers: { authorization: `Bearer ${user.idToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { Status: number; UA: string; QId: string }[];
}

async function overdueOf(user: TestUser): Promise<boolean[]> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify({ query: '{ myAttempts(limit: 10) { items { status overdue } } }' }),
  });
  const body = (await response.json()) as { data: { myAttempts: { items: { status: string; overdue: boolean }[] } } };
  return body.data.myAttempts.items.filter((item) => item.status === 'SUBMITTED').map((item) => item.overdue);
}

it('keeps every acknowledged submit and honours every deadline across a kill -9 of the server', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mocktest-crash-'));
  let server = await startServer(dataDir);
  const users: TestUser[] = [];
  for (let i = 0; i < candidates; i++) {
    users.push(
      await createTestUser({
        email: `crash-${Date.now()}-${i}@example.test`,
        password: 'crash-pass-1',
        emailVerified: true,
      }),
    );
  }

  // The burst; the server dies as soon as the first acknowledgements arrive, with the rest in flight.
  const acknowledged = new Map<number, { Status: number; UA: string }>();
  const burst = users.map((user, index) =>
    submit(user, index).then((ack) => {
      if (ack) acknowledged.set(index, ack);
      if (acknowledged.size === 3) server.kill('SIGKILL');
    }),
  );
  await Promise.all(burst);
  if (server.exitCode === null) server.kill('SIGKILL');
  if (server.exitCode === null && server.signalCode === null) {
    await new Promise((resolve) => server.once('exit', resolve));
  }
  expect(acknowledged.size).toBeGreaterThan(0);

  server = await startServer(dataDir);
  for (const [index, ack] of acknowledged) {
    const user = users[index] as TestUser;
    const stored = await responsesOf(user);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ Status: 2, UA: ack.UA, QId: 'ielts-academic-01' });
  }

  // Every submitted answer, acknowledged or not, reaches its deadline: no tutor graded it, so it is marked overdue.
  const until = Date.now() + (deadlineSeconds + 20) * 1000;
  for (const user of users) {
    while (!(await overdueOf(user)).every(Boolean)) {
      if (Date.now() > until) throw new Error(`A deadline of ${user.email} was never handled after the restart.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  server.kill('SIGTERM');
}, 240_000);
