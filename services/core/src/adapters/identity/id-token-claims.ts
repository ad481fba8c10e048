import type { Auth } from 'firebase-admin/auth';
import { UnsecuredJWT } from 'jose';

/** The claims of a Firebase ID token this app reads. */
export type IdTokenClaims = {
  sub: string;
  /** When the user signed in (seconds); a revocation refuses tokens of sign-ins before it. */
  auth_time: number;
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
    return async (token) => toClaims(await auth.verifyIdToken(token, false));
  }
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  return async (token) => {
    const { payload } = UnsecuredJWT.decode(token, {
      issuer,
      audience: options.projectId,
      requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
    });
    return toClaims(payload);
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
