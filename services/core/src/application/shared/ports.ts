/** Time, injected so that deadlines and visibility are testable. */
export type Clock = { now(): Date };

/** New opaque ids (UUIDs in production). */
export type IdGenerator = { newId(): string };

/** What the identity adapter vouches for after verifying a token. */
export type VerifiedIdentity = {
  uid: string;
  email: string;
  name: string | null;
  photoUrl: string | null;
  emailVerified: boolean;
  provider: 'Google' | 'Facebook' | 'Custom';
  /** Set when the caller used one of the owner's API keys rather than signing in: keys may be read-only. */
  apiKey?: { id: string; readOnly: boolean };
};

/**
 * Verifies a bearer token from the identity provider; throws DomainError UNAUTHENTICATED when invalid, or when the
 * account is disabled or its sign-in revoked (noticed within a short window; at once with `fresh`).
 */
export type TokenVerifier = { verify(token: string, options?: { fresh?: boolean }): Promise<VerifiedIdentity> };
