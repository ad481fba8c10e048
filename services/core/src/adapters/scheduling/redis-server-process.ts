import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A redis-server of a test's own (no persistence), so the test can kill it and start it again on the same port. */
export type RedisServerProcess = {
  port: number;
  url: string;
  kill(): Promise<void>;
  /** SIGSTOP: connections stay open but nothing answers (a hung server); `thaw` resumes it with its data. */
  freeze(): void;
  thaw(): void;
};

export async function startRedisServer(port: number): Promise<RedisServerProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server on port ${port} did not start:\n${output}`)), 10_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server on port ${port} exited (${code}):\n${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  child.removeAllListeners('exit');
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: () => killHard(child),
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
  };
}

/** The first port of the range nothing listens on. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** SIGKILL, as a crash would: no shutdown, no goodbye to clients. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
