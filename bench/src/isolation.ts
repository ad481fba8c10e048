import { Redis } from 'ioredis';
import { dropDatabase } from './bench-database.ts';
import type { BenchOptions } from './bench-settings.ts';
import { kernelPort, type Service, sleep, startService } from './processes.ts';

/**
 * The smoke runs inside `npm test`, possibly beside other runs of it on the same machine: it takes ports the kernel
 * hands out, a redis-server of its own (the platform has no Redis key prefix setting, and one worker would take
 * another run's jobs) and a database of its own, dropped at the end.
 */
export async function isolate(
  options: BenchOptions,
  run: string,
  logDir: string,
): Promise<{ options: BenchOptions; release(): Promise<void> }> {
  const ports = {
    server: await kernelPort(),
    classServer: await kernelPort(),
    ceiling: await kernelPort(),
    coldStart: await kernelPort(),
  };
  const emulatorPort = await kernelPort();
  const redisPort = await kernelPort();
  const redis = await startRedis(redisPort, logDir);
  const database = new URL(options.databaseUrl);
  database.pathname = `${database.pathname}_${run}`;
  return {
    options: {
      ...options,
      ports,
      authEmulatorHost: `127.0.0.1:${emulatorPort}`,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      flushRedis: false,
      databaseUrl: database.toString(),
    },
    async release() {
      await redis.stop();
      await dropDatabase(database.toString());
    },
  };
}

async function startRedis(port: number, logDir: string): Promise<Service> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const server = startService('redis', 'redis-server', args, { env: process.env, logDir });
  const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    for (let tries = 0; ; tries++) {
      try {
        await client.connect();
        await client.ping();
        return server;
      } catch (error) {
        if (tries > 50 || !server.running()) throw new Error(`redis-server did not start: ${error}\n${server.tail()}`);
        client.disconnect();
        await sleep(100);
      }
    }
  } finally {
    client.disconnect();
  }
}
