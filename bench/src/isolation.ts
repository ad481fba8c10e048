import { deleteRedisKeys, dropDatabase } from './bench-database.ts';
import type { BenchOptions } from './bench-settings.ts';
import { kernelPort } from './processes.ts';

/**
 * The smoke runs inside `npm test`, possibly beside other runs of it on the same machine: it takes ports the kernel
 * hands out, Redis keys of its own (the platform's REDIS_KEY_PREFIX plus the run's id, so no worker takes another
 * run's jobs; deleted at the end) and a database of its own, dropped at the end.
 */
export async function isolate(
  options: BenchOptions,
  run: string,
): Promise<{ options: BenchOptions; release(): Promise<void> }> {
  const ports = {
    server: await kernelPort(),
    classServer: await kernelPort(),
    ceiling: await kernelPort(),
    coldStart: await kernelPort(),
    restart: await kernelPort(),
    restartAuthEmulator: await kernelPort(),
  };
  const emulatorPort = await kernelPort();
  const database = new URL(options.databaseUrl);
  database.pathname = `${database.pathname}_${run}`;
  const redisKeyPrefix = `${options.redisKeyPrefix}-${run}`;
  return {
    options: {
      ...options,
      ports,
      authEmulatorHost: `127.0.0.1:${emulatorPort}`,
      redisKeyPrefix,
      databaseUrl: database.toString(),
    },
    async release() {
      await deleteRedisKeys(options.redisUrl, redisKeyPrefix);
      await dropDatabase(database.toString());
    },
  };
}
