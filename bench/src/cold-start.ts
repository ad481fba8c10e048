import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformEnv } from './platform.ts';
import { assertPortFree, sleep, startService, waitForHttp } from './processes.ts';

export type ColdStartResult = { firstAnswerSeconds: number; readySeconds: number; rebuiltApps: boolean };

type ColdStartOptions = { port: number; authEmulatorPort: number; logDir: string };

/**
 * `npm start` as a new user runs it (dependencies installed, web apps built, an empty data folder): the seconds
 * until the first answered request (`/healthz`), and until `/readyz` says the database is migrated. When the web
 * apps' sources changed since their build (someone editing while the bench runs), that start rebuilt them; it is
 * then measured once more, on the fresh build.
 */
export async function measureColdStart(options: ColdStartOptions): Promise<ColdStartResult> {
  const first = await startOnce(options, 'cold-start');
  return first.rebuiltApps ? startOnce(options, 'cold-start-again') : first;
}

/** One `npm start`, stopped once ready. The Auth emulator it starts takes the bench's port, free at this point. */
async function startOnce(options: ColdStartOptions, name: string): Promise<ColdStartResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mocktest-bench-cold-'));
  const origin = `http://127.0.0.1:${options.port}`;
  const env = platformEnv({
    PORT: String(options.port),
    DATA_DIR: dataDir,
    AUTH_EMULATOR_PORT: String(options.authEmulatorPort),
  });
  await assertPortFree(options.port);
  await assertPortFree(options.authEmulatorPort);
  const started = Date.now();
  const npm = startService(name, 'npm', ['start'], { env, logDir: options.logDir, group: true });
  try {
    await waitForHttp(`${origin}/healthz`, npm, 180_000);
    const firstAnswer = Date.now();
    await waitForHttp(`${origin}/readyz`, npm, 60_000);
    return {
      firstAnswerSeconds: Math.round((firstAnswer - started) / 100) / 10,
      readySeconds: Math.round((Date.now() - started) / 100) / 10,
      rebuiltApps: readFileSync(npm.logFile, 'utf8').includes('Building web/'),
    };
  } finally {
    await npm.stop();
    await waitUntilClosed(`http://127.0.0.1:${options.authEmulatorPort}/`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Waits until nothing answers at `url` any more (the emulator of `npm start` has saved and exited). */
async function waitUntilClosed(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await sleep(200);
  }
}
