import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceNodeFlags } from '@mocktest/core';
import { graphql } from './api-client.ts';
import { examKeys, type FreeTest, freeTests } from './bench-accounts.ts';
import { parseBenchArgs } from './bench-settings.ts';
import * as documents from './graphql-documents.ts';
import { mapLimit, signIn, signUp } from './identity-client.ts';
import { platformEnv } from './platform.ts';
import { assertPortFree, type Service, sleep, startService, waitForHttp, waitForLog } from './processes.ts';

export type RestartResult = {
  /** Submitted attempts whose evaluation deadline was due while the platform was down. */
  deadlines: number;
  deadlineSeconds: number;
  /** Submits answered so early that their deadline came before the stop: the first run handled those. */
  dueBeforeStop: number;
  /**
   * From the spawn of the restarted server: its port open ('Server listening'), `/readyz` 200, the banner ('Demo
   * accounts'), all deadlines handled.
   */
  listeningSeconds: number;
  readySeconds: number;
  bannerSeconds: number;
  handledSeconds: number | null;
  /** The attempts their candidates see overdue after the restart (each deadline handled), twice for the checks. */
  handled: number;
  overdue: number;
};

export type RestartOptions = {
  port: number;
  authEmulatorPort: number;
  logDir: string;
  deadlines: number;
  /** EVALUATION_DEADLINE_SECONDS of the platform: long enough for the submits and the stop to come first. */
  deadlineSeconds: number;
  run: string;
  /** Progress lines (the setup and the waits take a minute or two). */
  log?: (line: string) => void;
};

const handledTimeoutMs = 120_000;
const password = 'bench-password-1';

/**
 * A restart of the embedded platform with due work waiting: `node services/core/src/main/start.ts` on a fresh data
 * folder (PGlite, its own Auth emulator saving accounts there, as `npm start` runs it), `deadlines` attempts submitted
 * through GraphQL by candidates (test 1 of each exam is free, so six per candidate), SIGTERM, a wait until every
 * evaluation deadline is past, then the same command on the same data folder. Measured from that second spawn: the
 * seconds to `/readyz` 200, to the banner, and until the candidates see every attempt overdue (embedded mode keeps no
 * timer across a restart: the first pass, at start, handles the deadlines long past and arms the others at once).
 */
export async function measureRestartWithDeadlines(options: RestartOptions): Promise<RestartResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mocktest-bench-restart-'));
  const origin = `http://127.0.0.1:${options.port}`;
  const env = platformEnv({
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    AUTH_EMULATOR_PORT: String(options.authEmulatorPort),
    EVALUATION_DEADLINE_SECONDS: String(options.deadlineSeconds),
    LOG_LEVEL: 'info',
  });
  const start = async (name: string): Promise<Service> => {
    await assertPortFree(options.port);
    await assertPortFree(options.authEmulatorPort);
    // Started as `npm start` starts it, with the same V8 heap and allocator settings (those are in platformEnv).
    return startService(name, process.execPath, [...serviceNodeFlags, 'services/core/src/main/start.ts'], {
      env,
      logDir: options.logDir,
    });
  };
  const log = options.log ?? (() => {});
  const emulatorHost = `127.0.0.1:${options.authEmulatorPort}`;
  let server: Service | null = null;
  try {
    server = await start('restart-first');
    await waitForLog(server, 'Demo accounts', 180_000);
    log(`  started on a fresh data folder; submitting ${options.deadlines} attempts...`);
    const submitted = await submitAttempts(origin, emulatorHost, options);
    const firstDue = Math.min(...submitted.map((attempt) => attempt.at)) + options.deadlineSeconds * 1000;
    // The server stamps each deadline before it answers the submit, so the last answer bounds the last deadline.
    const lastDue = Math.max(...submitted.map((attempt) => attempt.at)) + options.deadlineSeconds * 1000;
    log('  submitted; stopping (SIGTERM)...');
    const stopping = Date.now();
    await server.stop();
    const stoppedAt = Date.now();
    log(`  stopped in ${Math.round((stoppedAt - stopping) / 100) / 10} s`);
    server = null;
    const dueBeforeStop =
      stoppedAt < firstDue
        ? 0
        : submitted.filter((attempt) => attempt.at + options.deadlineSeconds * 1000 <= stoppedAt).length;
    log(`  waiting ${Math.max(0, Math.round((lastDue + 1_000 - stoppedAt) / 1000))} s for the last deadline...`);
    await sleep(Math.max(0, lastDue + 1_000 - Date.now()));

    const spawned = Date.now();
    server = await start('restart-again');
    const seconds = (at: number) => Math.round((at - spawned) / 100) / 10;
    const restarted = server;
    const ready = waitForHttp(`${origin}/readyz`, restarted, 180_000).then(() => Date.now());
    const [listeningAt, readyAt, bannerAt, { count: overdue, at: handledAt }] = await Promise.all([
      waitForLog(restarted, 'Server listening', 180_000).then(() => Date.now()),
      ready,
      waitForLog(restarted, 'Demo accounts', 180_000).then(() => Date.now()),
      ready.then(() => waitForOverdue(restarted, origin, emulatorHost, submitted)),
    ]);
    log('  restarted; every deadline seen overdue, or the wait given up');
    return {
      deadlines: options.deadlines,
      deadlineSeconds: options.deadlineSeconds,
      dueBeforeStop,
      listeningSeconds: seconds(listeningAt),
      readySeconds: seconds(readyAt),
      bannerSeconds: seconds(bannerAt),
      handledSeconds: handledAt === null ? null : seconds(handledAt),
      handled: overdue,
      overdue,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Submitted = { email: string; token: string; attemptId: string; at: number };

/** `count` attempts submitted: candidates signed up in the platform's emulator, each submitting the six free tests. */
async function submitAttempts(origin: string, emulatorHost: string, options: RestartOptions): Promise<Submitted[]> {
  const perCandidate = examKeys.length;
  const candidates = Math.ceil(options.deadlines / perCandidate);
  const signedUp = await mapLimit(Array.from({ length: candidates }), 8, async (_, index) => {
    const account = await signUp(emulatorHost, `bench-${options.run}-restart-${index}@example.test`, password);
    // The first authenticated call creates the profile, as the app's first screen does.
    await graphql(origin, documents.currentProfile, { token: account.idToken });
    return account;
  });
  const first = signedUp[0];
  if (!first) throw new Error('No candidate to submit with');
  const tests: FreeTest[] = [...(await freeTests(origin, first.idToken)).values()];
  const work = Array.from({ length: options.deadlines }, (_, n) => ({
    account: signedUp[Math.floor(n / perCandidate)] as (typeof signedUp)[number],
    test: tests[n % perCandidate] as FreeTest,
  }));
  // Every attempt started first, then all submitted: the deadlines start within the few seconds of the submits.
  const started = await mapLimit(work, 8, async ({ account, test }) => {
    const data = await graphql<{ startAttempt: { id: string } }>(origin, documents.startAttempt, {
      token: account.idToken,
      variables: { mockTestId: test.id },
    });
    return { email: account.email, token: account.idToken, attemptId: data.startAttempt.id, taskKeys: test.taskKeys };
  });
  return mapLimit(started, 8, async (attempt) => {
    const answers = attempt.taskKeys.map((taskKey) => ({ taskKey, text: documents.answerText }));
    await graphql(origin, documents.submitAttempt, {
      token: attempt.token,
      variables: { attemptId: attempt.attemptId, answers },
    });
    return { email: attempt.email, token: attempt.token, attemptId: attempt.attemptId, at: Date.now() };
  });
}

/**
 * Polls what the candidates see (signed in again: the restarted emulator revoked the sessions of before) until every
 * submitted attempt is overdue (its deadline passed with no evaluation published), or the timeout; `at` is when they
 * all were (null if they never were). Whichever handled a deadline, the first reconcile pass or a timer it armed, the
 * candidate sees the same.
 */
async function waitForOverdue(
  server: Service,
  origin: string,
  emulatorHost: string,
  submitted: Submitted[],
): Promise<{ count: number; at: number | null }> {
  const ids = new Set(submitted.map((attempt) => attempt.attemptId));
  const emails = [...new Set(submitted.map((attempt) => attempt.email))];
  const tokens = await mapLimit(emails, 8, async (email) => (await signIn(emulatorHost, email, password)).idToken);
  const giveUpAt = Date.now() + handledTimeoutMs;
  for (;;) {
    const counts = await mapLimit(tokens, 8, async (token) => {
      const data = await graphql<{ myAttempts: { items: { id: string; overdue: boolean }[] } }>(
        origin,
        documents.myAttempts,
        { token },
      );
      return data.myAttempts.items.filter((item) => ids.has(item.id) && item.overdue).length;
    });
    const count = counts.reduce((sum, n) => sum + n, 0);
    if (count >= ids.size) return { count, at: Date.now() };
    if (!server.running() || Date.now() > giveUpAt) return { count, at: null };
    await sleep(250);
  }
}

// `node bench/src/restart-deadlines.ts [--restart-deadlines <n>]`: this scenario alone, with the bench's settings.
if (import.meta.main) {
  const options = parseBenchArgs(process.argv.slice(2));
  const logDir = mkdtempSync(join(tmpdir(), 'mocktest-bench-logs-'));
  const began = Date.now();
  const log = (line: string) => console.log(`[${Math.round((Date.now() - began) / 1000)} s] ${line}`);
  log(`Logs: ${logDir}`);
  const result = await measureRestartWithDeadlines({
    port: options.ports.restart,
    authEmulatorPort: options.ports.restartAuthEmulator,
    logDir,
    deadlines: options.restartDeadlines,
    deadlineSeconds: options.restartDeadlineSeconds,
    run: Date.now().toString(36),
    log,
  });
  console.log(JSON.stringify(result, null, 2));
}
