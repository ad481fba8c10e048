import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import './verified-identity.ts';

export type RateLimitSettings = { userPerMinute: number; anonymousPerMinute: number; apiKeyPerMinute: number };

/** Where the counters live when several replicas must share them (REDIS_URL); without it, in this process. */
export type RateLimitRedis = {
  url: string;
  /** The platform's Redis key prefix (REDIS_KEY_PREFIX): the counters are `<prefix>:rate-limit:<bucket>`. */
  keyPrefix: string;
  /** Budget of one count; past it the request is let through (fail open). */
  commandTimeoutMs: number;
};

/** The Redis key of every counter starts with this (the plugin appends the bucket, e.g. `user:<uid>`). */
export const rateLimitNameSpace = (keyPrefix: string) => `${keyPrefix}:rate-limit:`;

// The plugin's Redis store counts through these commands, which it defines on the client (a Lua script each).
const countingCommands = ['rateLimit', 'rateLimitRead'] as const;
const warningsPerMinute = 10;

const userKeyPrefix = 'user:';
const apiKeyPrefix = 'key:';

/**
 * The bucket of a request: its API key, else its verified user, else its client address (the proxy's client with
 * TRUST_PROXY). A key has its own bucket so an integration's batch never eats its owner's budget in the web apps.
 */
export function rateLimitKey(request: FastifyRequest): string {
  if (request.verifiedApiKeyId) return `${apiKeyPrefix}${request.verifiedApiKeyId}`;
  return request.verifiedUid ? `${userKeyPrefix}${request.verifiedUid}` : `ip:${normalizeIP(request.ip)}`;
}

const limitOf = (key: string, settings: RateLimitSettings): number => {
  if (key.startsWith(apiKeyPrefix)) return settings.apiKeyPerMinute;
  return key.startsWith(userKeyPrefix) ? settings.userPerMinute : settings.anonymousPerMinute;
};

const callerOf = (request: FastifyRequest): string => {
  if (request.verifiedApiKeyId) return 'for this API key';
  return request.verifiedUid ? 'for this account' : 'from this address without signing in';
};

/**
 * Requests a minute per API key, per signed-in user, and per client address for anonymous calls, so a class behind one school NAT
 * does not share one bucket. The key comes from the identity hook's verified token (registerVerifiedIdentity must be
 * registered first); a forged or expired token counts as anonymous. `isExempt` lists requests never counted.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings & { isExempt(request: FastifyRequest): boolean; redis?: RateLimitRedis | null },
): Promise<void> {
  const shared = settings.redis ?? null;
  const redis = shared ? await connectCounterStore(app, shared) : null;
  await app.register(rateLimit, {
    timeWindow: 60_000,
    // With Redis, one budget per bucket across every replica (the plugin's Redis store: INCR with a TTL in one Lua
    // call). A count Redis cannot answer lets the request through and logs a warning: an outage of Redis never
    // takes the APIs down with it. Without Redis (embedded mode, one process) the counters stay in memory.
    ...(redis && shared ? { redis, nameSpace: rateLimitNameSpace(shared.keyPrefix), skipOnError: true } : {}),
    keyGenerator: rateLimitKey,
    max: (_request, key) => limitOf(key, settings),
    // The IETF draft's RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset on every counted answer (Retry-After
    // on a 429), which integrators' HTTP clients understand, rather than the older X-RateLimit-* names.
    enableDraftSpec: true,
    allowList: (request) => settings.isExempt(request),
    errorResponseBuilder: (request, context) => {
      const error = new Error(
        `Too many requests ${callerOf(request)}: at most ${context.max} a minute. Try again in ${context.after}.`,
      ) as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}

/**
 * The counters' own Redis connection, failing fast: no offline queue (a count while Redis is down fails at once
 * instead of holding the request), one retry, `commandTimeoutMs` per command. Registration waits for the connection
 * at most that long, so the first requests after a start are counted; it is closed with the app.
 */
async function connectCounterStore(app: FastifyInstance, options: RateLimitRedis): Promise<Redis> {
  const redis = new Redis(options.url, {
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: Math.max(options.commandTimeoutMs, 1_000),
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  const warn = rateLimitedWarning(app);
  redis.on('error', (error: Error) => warn(`rate limits: Redis connection failed (${error.message})`));
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, options.commandTimeoutMs);
    redis.once('ready', done);
  });
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  return withCountFailuresLogged(redis, (error) =>
    warn(`rate limits: request let through uncounted, Redis did not count it (${error.message})`),
  );
}

/**
 * The client as the plugin sees it, whose counting commands report their failures: with `skipOnError` the plugin
 * lets the request through without a word, and an outage of the limits must show in the logs.
 */
function withCountFailuresLogged(redis: Redis, onFailure: (error: Error) => void): Redis {
  return new Proxy(redis, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!(countingCommands as readonly (string | symbol)[]).includes(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const callback = args.pop() as (error: Error | null, result: unknown) => void;
        return value.call(target, ...args, (error: Error | null, result: unknown) => {
          if (error) onFailure(error);
          callback(error, result);
        });
      };
    },
  });
}

/** At most `warningsPerMinute` lines a minute: while Redis is down every request would log one. */
function rateLimitedWarning(app: FastifyInstance): (message: string) => void {
  let windowStart = 0;
  let logged = 0;
  return (message) => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      logged = 0;
    }
    if (logged >= warningsPerMinute) return;
    logged++;
    app.log.warn(message);
  };
}
