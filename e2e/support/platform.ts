import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const screenshotDir = join(repoRoot, 'test-results/screenshots');

export type Platform = { origin: string; output: () => string; stop(): Promise<void> };

type PlatformOptions = {
  port: number;
  deadlineSeconds: number;
  /** Shortens every test's writing time to this many seconds (TEST_DURATION_SECONDS); the spec's minutes otherwise. */
  testDurationSeconds?: number;
  /**
   * Starts the platform's own Auth emulator on this port (AUTH_EMULATOR_PORT), so this run shares no emulator with
   * another; by default the platform's default port (9099) or an emulator named in FIREBASE_AUTH_EMULATOR_HOST.
   */
  authEmulatorPort?: number;
  /** The data folder, to start again on the data of an earlier run; a fresh one by default. */
  dataDir?: string;
  /** Further settings for this platform (test clocks, the mail relay, rate limits). */
  env?: NodeJS.ProcessEnv;
};

/**
 * Runs the platform as `npm start` does (embedded mode: PGlite in a fresh data folder, in-process deadlines, the
 * Auth emulator), on its own port and with evaluation deadlines shortened to `deadlineSeconds`; a DATABASE_URL in
 * `env` puts its data in PostgreSQL instead.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  mkdirSync(screenshotDir, { recursive: true });
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mocktest-e2e-'));
  const emulatorEnv: NodeJS.ProcessEnv = {};
  if (options.authEmulatorPort !== undefined) {
    emulatorEnv.AUTH_EMULATOR_PORT = String(options.authEmulatorPort);
    // Embedded mode starts its own emulator only when none is named.
    emulatorEnv.FIREBASE_AUTH_EMULATOR_HOST = undefined;
  }
  const child: ChildProcess = spawn(process.execPath, ['services/core/src/main/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      EVALUATION_DEADLINE_SECONDS: String(options.deadlineSeconds),
      // Blind second marking only where a test asks for it (it withholds a drawn answer's evaluation from other staff).
      SECOND_MARKING_PERCENT: '0',
      TEST_DURATION_SECONDS: options.testDurationSeconds === undefined ? '' : String(options.testDurationSeconds),
      LOG_LEVEL: 'warn',
      ...options.env,
      ...emulatorEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const origin = `http://127.0.0.1:${options.port}`;
  // A start takes about 13 s on an idle 2-core machine; beside the services' tests it can take minutes.
  const deadline = Date.now() + 300_000;
  // Ready once the demo accounts are printed (they are created after the server listens).
  while (!output.includes('Demo accounts')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The platform did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
