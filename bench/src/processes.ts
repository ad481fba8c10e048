import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from './bench-settings.ts';

let guard: ChildProcess | null = null;

/** Tells the orphan guard (started once, detached) what to stop should this process die without cleaning up. */
function tellGuard(line: string): void {
  if (!guard) {
    guard = spawn(process.execPath, [join(repoRoot, 'bench/src/orphan-guard.ts')], {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    });
    // Neither the guard nor its pipe keeps the bench alive; the pipe closes when the bench ends, however it ends.
    guard.unref();
    (guard.stdin as unknown as { unref?: () => void }).unref?.();
  }
  guard.stdin?.write(`${line}\n`);
}

/** A port the kernel has just handed out, so a run can share the machine with other runs (the smoke in npm test). */
export function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Refuses a taken port: a leftover server there would answer in place of the one about to start. */
export async function assertPortFree(port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  if (!free) throw new Error(`Port ${port} is taken (a bench still running, or left over?); free it and run again.`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A process the bench started: the server, the worker, the ceiling, `npm start`. */
export type Service = {
  name: string;
  pid: number;
  logFile: string;
  running(): boolean;
  /** The end of its output, to explain a failure. */
  tail(): string;
  /** SIGTERM (to its whole process group when it leads one), then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
};

/**
 * Starts `command args` from the repository root with its output in `logDir/<name>.log` (a file, not a pipe: a busy
 * server must never block on a full pipe, and the log explains a failure afterwards). `group` makes it lead a process
 * group of its own, so stopping it stops its children too (`npm start` and what it runs).
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; logDir: string; group?: boolean },
): Service {
  const logFile = join(options.logDir, `${name}.log`);
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(command, args, {
    cwd: repoRoot,
    env: options.env,
    stdio: ['ignore', log, log],
    detached: options.group ?? false,
  });
  closeSync(log);
  if (!child.pid) throw new Error(`${name} did not start`);
  const pid = child.pid;
  const target = options.group ? `-${pid}` : String(pid);
  tellGuard(`+${target}`);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      tellGuard(`-${target}`);
      resolve();
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (options.group) process.kill(-pid, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  return {
    name,
    pid,
    logFile,
    running,
    tail: () => readFileSync(logFile, 'utf8').slice(-3000),
    async stop(graceMs = 20_000) {
      if (!running()) return;
      signal('SIGTERM');
      const killer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Resolves once `url` answers 2xx; fails when the service exits first or `timeoutMs` passes. */
export async function waitForHttp(url: string, service: Service | null, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (service && !service.running()) throw new Error(`${service.name} exited while starting:\n${service.tail()}`);
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${service ? `:\n${service.tail()}` : ''}`);
    }
    await sleep(100);
  }
}

/** Resolves once the service's log contains `text` (a worker saying it consumes its queue). */
export async function waitForLog(service: Service, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!readFileSync(service.logFile, 'utf8').includes(text)) {
    if (!service.running()) throw new Error(`${service.name} exited while starting:\n${service.tail()}`);
    if (Date.now() > deadline) throw new Error(`${service.name} did not log "${text}":\n${service.tail()}`);
    await sleep(100);
  }
}

/** The resident memory of a process in MB (Linux), or null once it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** Samples the RSS of some processes while load runs; `peak` is the highest seen per process since `start`. */
export function createRssSampler(intervalMs = 200) {
  const peaks = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let watched: { name: string; pid: number }[] = [];
  const sample = () => {
    for (const { name, pid } of watched) {
      const mb = rssMb(pid);
      if (mb !== null && mb > (peaks.get(name) ?? 0)) peaks.set(name, mb);
    }
  };
  return {
    start(processes: { name: string; pid: number }[]) {
      watched = processes;
      sample();
      timer ??= setInterval(sample, intervalMs);
    },
    pause() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    peak: (name: string) => peaks.get(name) ?? null,
  };
}
