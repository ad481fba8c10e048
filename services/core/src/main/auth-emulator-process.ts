import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const firebaseBin = fileURLToPath(new URL('../../node_modules/.bin/firebase', import.meta.url));

export type AuthEmulator = { host: string; started: boolean; stop(): Promise<void> };

async function isUp(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, pure Node) as a child process, or reuses one already listening.
 * With `persistDir`, accounts are imported at start and exported on exit, so sign-ins survive a restart.
 */
export async function startAuthEmulator(
  options: { projectId: string; host?: string; persistDir?: string; log?: (line: string) => void } = {
    projectId: 'demo-mocktest',
  },
): Promise<AuthEmulator> {
  const host = options.host ?? '127.0.0.1:9099';
  if (await isUp(host)) return { host, started: false, stop: async () => {} };

  const args = ['emulators:start', '--only', 'auth', '--project', options.projectId];
  const port = Number(host.split(':').at(-1));
  if (port !== 9099) args.push('--config', configForPort(port));
  if (options.persistDir) {
    mkdirSync(options.persistDir, { recursive: true });
    args.push('--import', options.persistDir, '--export-on-exit', options.persistDir);
  }
  const child: ChildProcess = spawn(firebaseBin, args, {
    cwd: repoRoot,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', FIREBASE_AUTH_EMULATOR_HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    options.log?.(chunk.toString().trimEnd());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const deadline = Date.now() + 60_000;
  while (!(await isUp(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    host,
    started: true,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        // SIGINT lets firebase-tools export the accounts before it exits.
        child.kill('SIGINT');
      }),
  };
}

/** firebase.json fixes the emulator's port at 9099; another port (parallel test runs) needs a config file of its own. */
function configForPort(port: number): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mocktest-emulator-')), 'firebase.json');
  const config = { emulators: { auth: { host: '127.0.0.1', port }, ui: { enabled: false }, singleProjectMode: true } };
  writeFileSync(file, JSON.stringify(config));
  return file;
}
