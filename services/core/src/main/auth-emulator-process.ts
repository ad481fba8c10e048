import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreSnapshot } from './auth-emulator-snapshot.ts';

const firebaseCli = fileURLToPath(new URL('../../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url));
const keeper = fileURLToPath(new URL('./auth-emulator-keeper.ts', import.meta.url));
const lazyValidation = fileURLToPath(new URL('./auth-emulator-lazy-validation.ts', import.meta.url));

/**
 * How often the emulator looks for account changes to save (embedded mode). An account is on disk at most this long
 * plus one export (a few milliseconds) after it was created: only a kill -9 of the emulator itself can lose that much.
 */
export const accountsSaveIntervalMs = 1000;
/** How long a stop may take (the last export included) before the emulator is killed. */
const stopTimeoutMs = 20_000;

export type AuthEmulator = { host: string; started: boolean; stop(): Promise<void> };

async function isUp(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** A start that failed, with what the emulator printed. */
class EmulatorStartError extends Error {
  readonly output: string;
  constructor(message: string, output: string) {
    super(message);
    this.output = output;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(hostname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, hostname, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, pure Node) as a child process. The child stops by itself when
 * this process ends, however it ends (see auth-emulator-keeper.ts).
 * Without `persistDir` (test runs) an emulator already listening on `host` is reused.
 * With `persistDir` (embedded mode) accounts are imported from it at start and saved back to it within
 * `accountsSaveIntervalMs` of every change and at stop; the port must then be free.
 */
export async function startAuthEmulator(
  options: { projectId: string; host?: string; persistDir?: string } = { projectId: 'demo-mocktest' },
): Promise<AuthEmulator> {
  const host = options.host ?? '127.0.0.1:9099';
  const [hostname = '127.0.0.1', port = '9099'] = host.split(':');
  const { persistDir } = options;
  let workDir: string;
  if (persistDir) {
    workDir = `${persistDir}.run`;
    await endOrphanedEmulator(workDir);
    restoreSnapshot(persistDir);
    mkdirSync(persistDir, { recursive: true });
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
    if (await isUp(host)) {
      throw new Error(
        `Port ${port} is taken by another Firebase Auth emulator (a platform on another DATA_DIR, or a test run). ` +
          'Stop it, or give this platform a port of its own with AUTH_EMULATOR_PORT.',
      );
    }
  } else {
    if (await isUp(host)) return { host, started: false, stop: async () => {} };
    workDir = mkdtempSync(join(tmpdir(), 'mocktest-emulator-'));
  }

  const launch = async () => {
    // The repository's firebase.json fixes port 9099; a config of our own carries the port asked for. The hub and the
    // logging emulator get ports the kernel picked: firebase-tools' own pick (4400, 4500, then up) races with other
    // emulators starting at the same moment, and the loser exits.
    const config = join(workDir, 'firebase.json');
    const emulators = {
      auth: { host: hostname, port: Number(port) },
      hub: { host: hostname, port: await freePort(hostname) },
      logging: { host: hostname, port: await freePort(hostname) },
      ui: { enabled: false },
      singleProjectMode: true,
    };
    writeFileSync(config, JSON.stringify({ emulators }));
    const logFile = join(workDir, 'emulator.log');
    const log = openSync(logFile, 'a');
    const args = [
      '--import',
      keeper,
      '--import',
      lazyValidation,
      firebaseCli,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      options.projectId,
    ];
    args.push('--config', config);
    if (persistDir) args.push('--import', persistDir);
    const child = spawn(process.execPath, args, {
      // Its own working and temporary folder: the hub's locator file and export folders stay with this emulator.
      cwd: workDir,
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops the emulator after the last save.
      detached: true,
      // Output to a file, not a pipe: an emulator outliving a killed server must still be able to write.
      stdio: ['pipe', log, log],
      env: {
        ...process.env,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        TMPDIR: workDir,
        MOCKTEST_AUTH_HOST: host,
        MOCKTEST_AUTH_PROJECT: options.projectId,
        MOCKTEST_AUTH_SNAPSHOT_DIR: persistDir ?? '',
        MOCKTEST_AUTH_SAVE_MS: String(accountsSaveIntervalMs),
      },
    });
    closeSync(log);
    if (child.pid) writeFileSync(join(workDir, 'emulator.pid'), String(child.pid));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const running = () => child.exitCode === null && child.signalCode === null;

    const deadline = Date.now() + 60_000;
    while (!(await isUp(host))) {
      if (!running() || Date.now() > deadline) {
        child.kill('SIGKILL');
        const output = readFileSync(logFile, 'utf8');
        throw new EmulatorStartError(
          `The Firebase Auth emulator did not start on ${host}:\n${output.slice(-2000)}`,
          output,
        );
      }
      await sleep(250);
    }
    return { child, exited, running };
  };
  // The hub's and the logging emulator's ports are picked just before the start, from the kernel's ephemeral range,
  // which outgoing connections share: one may be taken in between. The start is tried again with new ports.
  let launched: Awaited<ReturnType<typeof launch>>;
  for (let attempt = 1; ; attempt++) {
    try {
      launched = await launch();
      break;
    } catch (error) {
      if (!(error instanceof EmulatorStartError && /port taken/i.test(error.output)) || attempt === 3) throw error;
    }
  }
  const { child, exited, running } = launched;

  return {
    host,
    started: true,
    async stop() {
      if (running()) {
        const killer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        // Closing its stdin is the stop request: the keeper saves the accounts, then shuts the emulator down.
        child.stdin?.end();
        await exited;
        clearTimeout(killer);
      }
      if (!persistDir) rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * An emulator whose server was killed saves its accounts and exits by itself within a second or two; the next start
 * waits for that, and ends one that hangs. Only a process started with this folder's config is touched (Linux /proc).
 */
async function endOrphanedEmulator(workDir: string): Promise<void> {
  const pidFile = join(workDir, 'emulator.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  const ours = () => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(join(workDir, 'firebase.json'));
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + stopTimeoutMs;
  while (ours() && Date.now() < deadline) await sleep(200);
  if (ours()) {
    process.kill(pid, 'SIGKILL');
    // A killed process's command line reads empty once it is gone (a zombie included): its port is free then.
    while (ours()) await sleep(50);
  }
}
