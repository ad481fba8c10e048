import { Redis } from 'ioredis';

/** Test cleanup: deletes every key matching `pattern` (a test's own prefix), jobs and scheduler pointers alike. */
export async function deleteKeys(redisUrl: string, pattern: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
    }
  } finally {
    await redis.quit();
  }
}
