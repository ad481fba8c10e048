import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import './verified-identity.ts';

export type RateLimitSettings = { userPerMinute: number; anonymousPerMinute: number };

const userKeyPrefix = 'user:';

/** The bucket of a request: its verified user, else its client address (the proxy's client with TRUST_PROXY). */
export function rateLimitKey(request: FastifyRequest): string {
  return request.verifiedUid ? `${userKeyPrefix}${request.verifiedUid}` : `ip:${normalizeIP(request.ip)}`;
}

/**
 * Requests a minute per signed-in user, and per client address for anonymous calls, so a class behind one school NAT
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
    max: (_request, key) => (key.startsWith(userKeyPrefix) ? settings.userPerMinute : settings.anonymousPerMinute),
    allowList: (request) => settings.isExempt(request),
    errorResponseBuilder: (request, context) => {
      const who = request.verifiedUid ? 'for this account' : 'from this address without signing in';
      const error = new Error(
        `Too many requests ${who}: at most ${context.max} a minute. Try again in ${context.after}.`,
      ) as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}
