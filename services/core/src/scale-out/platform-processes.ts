import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';

// The processes of full mode as a deployment runs them, for the scale-out test: core replicas
// (services/core/src/main/start.ts) and workers (services/worker/src/worker.ts), each a child process of its own on
// the same database and Redis, started, awaited and stopped by the test. Plus the scratch database and Redis keys they
// share. No test helper is imported here (the layering rule keeps test-support/ out of src/ outside test files); the
// test passes in every URL.

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const coreEntry = 'services/core/src/main/start.ts';
const workerEntry = 'services/worker/src/worker.ts';
/** Kept per process for the failure messages: the last lines matter, the first ones say how it started. */
const outputLimit = 400_000;

export type PlatformProcess = {
  name: string;
  kind: 'core' | 'worker';
  /** The HTTP port (core replicas); null for a worker. */
  port: number | null;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far (capped). */
  output(): string;
  /** Resolves when the process has exited, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether it has exited. */
  hasExited(): boolean;
};

/** A port free right now on 127.0.0.1 (the OS picks it; closed again before it is returned). */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function startProcess(
  name: string,
  kind: 'core' | 'worker',
  entry: string,
  env: NodeJS.ProcessEnv,
  port: number | null,
) {
  const child = spawn(process.execPath, [entry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > outputLimit) output = output.slice(output.length - outputLimit);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      resolve({ code, signal });
    });
  });
  return {
    name,
    kind,
    port,
    child,
    output: () => output,
    exited,
    hasExited: () => done,
  } satisfies PlatformProcess;
}

/** Starts a core replica (the HTTP server) listening on 127.0.0.1:`port`. */
/**
 * The settings every process of one test platform shares (full mode, no Stripe, no SMTP, no web apps, secrets alike
 * in every process); `extra` adds or overrides.
 */
export function fullModeEnv(
  base: { databaseUrl: string; redisUrl: string; keyPrefix: string; emulatorHost: string; publicOrigin: string },
  extra: Record<string, string>,
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    DATABASE_URL: base.databaseUrl,
    REDIS_URL: base.redisUrl,
    REDIS_KEY_PREFIX: base.keyPrefix,
    FIREBASE_PROJECT_ID: 'demo-mocktest',
    FIREBASE_AUTH_EMULATOR_HOST: base.emulatorHost,
    PUBLIC_ORIGIN: base.publicOrigin,
    SECOND_MARKING_PERCENT: '0',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    RATE_LIMIT_API_KEY_PER_MINUTE: '100000',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_API_BASE_URL: '',
    SMTP_URL: '',
    WEB_CANDIDATE_DIST: '/nonexistent',
    WEB_TUTOR_DIST: '/nonexistent',
    ...extra,
  };
}

export function startCore(name: string, port: number, env: Record<string, string>): PlatformProcess {
  return startProcess(name, 'core', coreEntry, { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) }, port);
}

/** Starts a worker (deadline queue, reconcile pass, mail and webhook relays). */
export function startWorker(name: string, env: Record<string, string>): PlatformProcess {
  return startProcess(name, 'worker', workerEntry, { ...process.env, ...env }, null);
}

/** The last `lines` lines a process wrote, for a failure message. */
export function tail(proc: PlatformProcess, lines = 40): string {
  return proc.output().trimEnd().split('\n').slice(-lines).join('\n');
}

/** What a failure message shows of a process's output: its first error lines, then its last lines. */
export function failureSummary(proc: PlatformProcess): string {
  const lines = proc.output().trimEnd().split('\n');
  const errors = lines.filter((line) => /^\w*Error\b|"level":(50|60)|^\s*message: /.test(line)).slice(0, 6);
  return [...errors.map((line) => line.slice(0, 500)), '...', ...lines.slice(-12)].join('\n');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once GET /readyz answers 200; rejects when the process exits first or `timeoutMs` passes. */
export async function waitForReady(proc: PlatformProcess, timeoutMs: number): Promise<void> {
  if (proc.port === null) throw new Error(`${proc.name} serves no HTTP`);
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (proc.hasExited()) {
      const how = await proc.exited;
      throw new Error(
        `${proc.name} exited (code ${how.code}, signal ${how.signal}) before it was ready:\n${failureSummary(proc)}`,
      );
    }
    try {
      const response = await fetch(`http://127.0.0.1:${proc.port}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await pause(200);
  }
  throw new Error(`${proc.name} not ready within ${timeoutMs} ms (last /readyz: ${last}):\n${failureSummary(proc)}`);
}

/** Resolves once the process has written a line matching `pattern`; rejects when it exits first or time runs out. */
export async function waitForOutput(proc: PlatformProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(proc.output())) {
    if (proc.hasExited()) {
      const how = await proc.exited;
      throw new Error(`${proc.name} exited (code ${how.code}, signal ${how.signal}):\n${failureSummary(proc)}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`${proc.name} did not write ${pattern} within ${timeoutMs} ms:\n${failureSummary(proc)}`);
    }
    await pause(100);
  }
}

/** SIGTERM, then SIGKILL after `graceMs` if it is still there. Only this process, by its own pid. */
export async function stopProcess(proc: PlatformProcess, graceMs = 10_000): Promise<void> {
  if (proc.hasExited()) return;
  proc.child.kill('SIGTERM');
  const stopped = await Promise.race([proc.exited.then(() => true), pause(graceMs).then(() => false)]);
  if (!stopped && !proc.hasExited()) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  // The same guard as the test database's: never drop a database whose name lacks "test" as a word.
  if (!/(^|[^a-z0-9])test/i.test(name) || !/^[A-Za-z0-9_-]+$/.test(name)) {
    throw new Error(`Refusing to drop or create database "${name}": it must be a plain name containing "test".`);
  }
  return name;
}

async function onMaintenanceDatabase(url: string, work: (execute: (sql: string) => Promise<unknown>) => Promise<void>) {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const orm = await MikroORM.init({
    clientUrl: maintenance.toString(),
    entities: [],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
    debug: false,
  });
  try {
    await work((sql) => orm.em.getConnection().execute(sql));
  } finally {
    await orm.close(true);
  }
}

/** Drops the database of `url` (with its connections) and creates it empty. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await onMaintenanceDatabase(url, async (execute) => {
    await execute(`drop database if exists "${name}" with (force)`);
    await execute(`create database "${name}"`);
  });
}

/** Drops the database of `url`, if it is there. */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await onMaintenanceDatabase(url, async (execute) => {
    await execute(`drop database if exists "${name}" with (force)`);
  });
}

/** Deletes every key starting with `prefix` (the run's own REDIS_KEY_PREFIX) from the Redis of `url`. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  if (prefix.length < 8) throw new Error(`Refusing to delete the keys of a short prefix ("${prefix}").`);
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => {});
  let deleted = 0;
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = nextCursor;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

export const platformEntries = { core: coreEntry, worker: workerEntry, repoRoot };
