import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import './verified-identity.ts';

export type RateLimitSettings = { userPerMinute: number; anonymousPerMinute: number; apiKeyPerMinute: number };

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
  settings: RateLimitSettings & { isExempt(request: FastifyRequest): boolean },
): Promise<void> {
  await app.register(rateLimit, {
    timeWindow: 60_000,
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
