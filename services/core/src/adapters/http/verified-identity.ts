import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenVerifier, VerifiedIdentity } from '../../application/shared/ports.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer token's verification, started at most once per request; null until then or without a token. */
    identityCheck: Promise<VerifiedIdentity> | null;
    /** The uid of a verified bearer token, set before the rate limiter runs; null when anonymous or invalid. */
    verifiedUid: string | null;
    /** The id of the API key the call was made with, set with verifiedUid; null for ID tokens and anonymous calls. */
    verifiedApiKeyId: string | null;
  }
}

/** Reads `Authorization: Bearer <token>`; null when absent or malformed. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The request's token verification, shared by every hook and handler of the request; null without a token. */
export function verifyRequestToken(request: FastifyRequest, tokens: TokenVerifier): Promise<VerifiedIdentity> | null {
  if (request.identityCheck) return request.identityCheck;
  const token = bearerToken(request);
  if (!token) return null;
  request.identityCheck = tokens.verify(token);
  return request.identityCheck;
}

/**
 * Verifies the bearer token as the request arrives, so the rate limiter can key authenticated calls by the user a
 * valid signature vouches for, never by a claim read from an unverified token. GraphQL and REST reuse the result.
 */
export function registerVerifiedIdentity(app: FastifyInstance, tokens: TokenVerifier): void {
  app.decorateRequest('identityCheck', null);
  app.decorateRequest('verifiedUid', null);
  app.decorateRequest('verifiedApiKeyId', null);
  app.addHook('onRequest', async (request) => {
    const check = verifyRequestToken(request, tokens);
    if (!check) return;
    // An invalid token is refused by the handler that needs an identity (public fields still answer); for the rate
    // limiter the caller is anonymous.
    const identity = await check.catch(() => null);
    request.verifiedUid = identity?.uid ?? null;
    request.verifiedApiKeyId = identity?.apiKey?.id ?? null;
  });
}
