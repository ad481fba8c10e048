/**
 * How many files the integration and API layers run side by side (TEST_WORKERS, default 2). Each worker has a
 * PostgreSQL database, a Redis database and an Auth emulator of its own (see test-database.ts, global-setup.ts).
 */
export function testWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TEST_WORKERS?.trim() || '2';
  if (!/^[1-9][0-9]?$/.test(raw) || Number(raw) > 15) {
    throw new Error(`TEST_WORKERS must be a whole number from 1 to 15 (a Redis database each), not "${raw}".`);
  }
  return Number(raw);
}

/** The Auth emulator of worker `worker` (1, 2, ...): the base host's port plus the worker's number minus one. */
export function workerEmulatorHost(baseHost: string, worker: number): string {
  const [hostname = '127.0.0.1', port = '9099'] = baseHost.split(':');
  return `${hostname}:${Number(port) + worker - 1}`;
}

/**
 * The vitest worker running this file (1, 2, ...): files run side by side, each worker on a PostgreSQL database and
 * a Redis database of its own, so one file's reset or queue never touches another's. Undefined outside a worker.
 */
export function testWorker(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const id = env.VITEST_POOL_ID;
  return id && /^[1-9][0-9]*$/.test(id) ? Number(id) : undefined;
}
