import { Redis } from 'ioredis';

/**
 * One PING on a connection of its own, closed afterwards: the probe sees Redis as a new client would, and leaves no
 * reconnecting socket behind while Redis is down. Rejects when Redis refuses, fails or stays silent for `timeoutMs`.
 */
export async function pingRedis(redisUrl: string, timeoutMs: number): Promise<void> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // Failures surface through connect() and ping(); without a listener ioredis would also emit them as 'error'.
  redis.on('error', () => {});
  try {
    await redis.connect();
    const answer = await redis.ping();
    if (answer !== 'PONG') throw new Error(`unexpected answer to PING: ${answer}`);
  } finally {
    redis.disconnect();
  }
}
