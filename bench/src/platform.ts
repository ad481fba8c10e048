import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serviceNodeFlags, serviceProcessEnv } from '@mocktest/core';
import { repoRoot } from './bench-settings.ts';
import { assertPortFree, type Service, startService, waitForHttp } from './processes.ts';

export type Mode = 'full' | 'embedded';

export type Platform = { origin: string; server: Service; worker: Service | null; stop(): Promise<void> };

// Settings a developer's shell may carry that would change what is measured; the bench sets its own.
const inheritedSettings = [
  'NODE_ENV',
  'LOG_LEVEL',
  'LOG_FORMAT',
  'DATABASE_URL',
  'REDIS_URL',
  'REDIS_KEY_PREFIX',
  'DATA_DIR',
  'PORT',
  'HOST',
  'PUBLIC_ORIGIN',
  'TEST_DURATION_SECONDS',
  'EVALUATION_DEADLINE_SECONDS',
  'TIME_UP_GRACE_SECONDS',
  'RATE_LIMIT_USER_PER_MINUTE',
  'RATE_LIMIT_ANONYMOUS_PER_MINUTE',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'AUTH_EMULATOR_PORT',
];

/**
 * The environment of a process of the platform: the caller's, minus the settings above, plus `settings`, and the
 * allocator setting `npm start` gives the server unless the caller set it.
 */
export function platformEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of inheritedSettings) delete env[name];
  return { ...serviceProcessEnv, ...env, NODE_ENV: 'development', ...settings };
}

/** Copies the built web apps aside: the bench serves and measures this copy, whatever rebuilds the originals. */
export function snapshotWebApps(into: string): { candidate: string; tutor: string } {
  const copy = (app: string) => {
    const target = join(into, app);
    cpSync(join(repoRoot, 'web', app, 'dist'), target, { recursive: true });
    return target;
  };
  return { candidate: copy('candidate'), tutor: copy('tutor') };
}

/**
 * Starts the platform as an operator would: full mode is the core server on PostgreSQL with BullMQ deadlines on
 * Redis plus the worker process; embedded mode is the core server alone on PGlite in a fresh data folder. Identity is
 * the bench's Auth emulator either way. `rateLimits: 'lifted'` raises both limits out of reach (the call table);
 * 'default' leaves the shipped ones (the class test).
 */
export async function startPlatform(options: {
  mode: Mode;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** REDIS_KEY_PREFIX of the server and the worker: the bench's keys stay apart from anyone else's in that Redis. */
  redisKeyPrefix: string;
  authEmulatorHost: string;
  rateLimits: 'lifted' | 'default';
  logDir: string;
  /** Where its data folder goes (the run removes it at the end, however the run ends). */
  workDir: string;
  withWorker: boolean;
  /** The built web apps to serve (a copy, so a rebuild running beside the bench cannot change them mid-run). */
  webDist?: { candidate: string; tutor: string };
}): Promise<Platform> {
  const full = options.mode === 'full';
  await assertPortFree(options.port);
  const dataDir = mkdtempSync(join(options.workDir, `data-${options.mode}-`));
  const settings: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: dataDir,
    DATABASE_URL: full ? options.databaseUrl : '',
    REDIS_URL: full ? options.redisUrl : '',
    REDIS_KEY_PREFIX: options.redisKeyPrefix,
    FIREBASE_AUTH_EMULATOR_HOST: options.authEmulatorHost,
    // Logged as in production: the development format prettifies each line on the process's own thread (some 4% of
    // the worker's time while it handles the deadline test's mails).
    LOG_FORMAT: 'json',
  };
  if (options.webDist) {
    settings.WEB_CANDIDATE_DIST = options.webDist.candidate;
    settings.WEB_TUTOR_DIST = options.webDist.tutor;
  }
  if (options.rateLimits === 'lifted') {
    settings.RATE_LIMIT_USER_PER_MINUTE = '1000000';
    settings.RATE_LIMIT_ANONYMOUS_PER_MINUTE = '1000000';
  }
  const env = platformEnv(settings);
  const name = `server-${options.mode}-${options.port}`;
  // Started as `npm start` starts it, with the same V8 heap and allocator settings.
  const server = startService(name, process.execPath, [...serviceNodeFlags, 'services/core/src/main/start.ts'], {
    env,
    logDir: options.logDir,
  });
  const origin = `http://127.0.0.1:${options.port}`;
  let worker: Service | null = null;
  try {
    await waitForHttp(`${origin}/readyz`, server);
    if (full && options.withWorker) {
      // Started after the server has migrated the database, so the two never race on the migrations; with the same V8
      // heap settings as the server, as `npm run worker` starts it.
      worker = startService(
        `worker-${options.port}`,
        process.execPath,
        [...serviceNodeFlags, 'services/worker/src/worker.ts'],
        {
          env,
          logDir: options.logDir,
        },
      );
    }
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    server,
    worker,
    async stop() {
      await worker?.stop();
      await server.stop();
      // Embedded mode's database lives there; nothing of it is needed after the run.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
