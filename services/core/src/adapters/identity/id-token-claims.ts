import type { Auth } from 'firebase-admin/auth';
import { UnsecuredJWT } from 'jose';

/** The claims of a Firebase ID token this app reads. */
export type IdTokenClaims = {
  sub: string;
  /** When the user signed in (seconds); a revocation refuses tokens of sign-ins before it. */
  auth_time: number;
  /** When the token expires (seconds). */
  exp?: number;
  email?: string;
  email_verified?: boolean;
  name?: unknown;
  picture?: string;
  firebase?: { sign_in_provider?: string };
};

/** Checks a token's signature and claims without calling the identity service; throws when it is not valid. */
export type ClaimsVerifier = (token: string) => Promise<IdTokenClaims>;

/**
 * Signature, audience, issuer, expiry and subject, checked in process. With Google's tokens firebase-admin does it
 * (`verifyIdToken` without `checkRevoked`; it caches Google's public keys for as long as Google says). The Auth
 * emulator signs nothing (`alg: none`) and firebase-admin would call the emulator for every token in that mode, so
 * its tokens get the same claim checks here, as firebase-admin's emulator mode does them.
 */
export function createClaimsVerifier(auth: Auth, options: { projectId: string; emulator: boolean }): ClaimsVerifier {
  if (!options.emulator) {
    return rememberVerifiedTokens(async (token) => toClaims(await auth.verifyIdToken(token, false)));
  }
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  return rememberVerifiedTokens(async (token) => {
    const { payload } = UnsecuredJWT.decode(token, {
      issuer,
      audience: options.projectId,
      requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
    });
    return toClaims(payload);
  });
}

/** How many verified tokens are remembered (about 1.5 kB each): far more than the callers active at one time. */
const rememberedTokens = 1_000;

/**
 * The claims of the tokens verified lately, by token: a client sends the same token with every call for up to an
 * hour, and decoding and checking it again was about 7% of the server's CPU for a signed-in read (CPU profile under
 * the bench's load). A token's claims never change, and the checks that passed stay passed, all but the expiry, which
 * is checked again on each use as jose and firebase-admin check it (valid while `exp` is after now, in seconds).
 * A refused token is not remembered; the revocation check (revocation-verdicts.ts) still runs on every call.
 */
export function rememberVerifiedTokens(
  verify: ClaimsVerifier,
  options: { maxEntries?: number; nowMs?: () => number } = {},
): ClaimsVerifier {
  const maxEntries = options.maxEntries ?? rememberedTokens;
  const nowMs = options.nowMs ?? Date.now;
  // In the order they were first verified: the oldest go first once full.
  const verified = new Map<string, Readonly<IdTokenClaims> & { exp: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (known.exp > Math.floor(nowMs() / 1000)) return known;
      verified.delete(token);
    }
    const claims = await verify(token);
    if (typeof claims.exp !== 'number' || maxEntries <= 0) return claims;
    if (verified.size >= maxEntries) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    // Shared by the token's later calls: nobody may change it.
    verified.set(token, Object.freeze({ ...claims, exp: claims.exp }));
    return claims;
  };
}

function toClaims(payload: Record<string, unknown>): IdTokenClaims {
  const { sub, auth_time: authTime } = payload;
  // firebase-admin's rules for the subject (the uid).
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128)
    throw new Error('The token has no valid subject.');
  if (typeof authTime !== 'number') throw new Error('The token has no sign-in time.');
  return payload as IdTokenClaims;
}
