import type { FastifyRequest } from 'fastify';
import { ensureProfile } from '../../application/profile/ensure-profile.use-case.ts';
import type { VerifiedIdentity } from '../../application/shared/ports.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { HttpContainer } from './http-container.ts';
import { bearerToken, verifyRequestToken } from './verified-identity.ts';

export type Authenticator = {
  /** The verified identity behind the request's bearer token; UNAUTHENTICATED when missing or invalid. */
  identity(request: FastifyRequest): Promise<VerifiedIdentity>;
  /** The caller's profile, created on the first authenticated call. */
  actor(request: FastifyRequest): Promise<Profile>;
  /** The caller's profile if it exists, without creating it (the legacy GET answers 404 so the client POSTs). */
  existingActor(request: FastifyRequest): Promise<Profile | null>;
  /**
   * The verified identity after asking the identity service now whether the account is disabled or its sign-ins
   * revoked, instead of trusting the verdict of the last TOKEN_REVOCATION_CHECK_SECONDS. For sensitive calls.
   */
  freshIdentity(request: FastifyRequest): Promise<VerifiedIdentity>;
  /** The caller's profile after `freshIdentity`: role changes, publishing, purchases. */
  freshActor(request: FastifyRequest): Promise<Profile>;
};

/** Builds the authentication shared by GraphQL and REST; results are memoised per request. */
export function createAuthenticator(container: HttpContainer): Authenticator {
  // Keyed by the request object, so nothing outlives the request and nothing is shared between requests.
  const actors = new WeakMap<FastifyRequest, Promise<Profile>>();
  const freshChecks = new WeakMap<FastifyRequest, Promise<VerifiedIdentity>>();

  const unauthenticated = () =>
    new DomainError('UNAUTHENTICATED', 'NOT_SIGNED_IN', 'Sign in first: send Authorization: Bearer <ID token>.');

  // The token is verified once per request (usually already by the identity hook, for the rate limiter).
  const identity = (request: FastifyRequest): Promise<VerifiedIdentity> =>
    verifyRequestToken(request, container.tokens) ?? Promise.reject(unauthenticated());

  const freshIdentity = (request: FastifyRequest): Promise<VerifiedIdentity> => {
    let pending = freshChecks.get(request);
    if (!pending) {
      const token = bearerToken(request);
      pending = token ? container.tokens.verify(token, { fresh: true }) : Promise.reject(unauthenticated());
      freshChecks.set(request, pending);
    }
    return pending;
  };

  const actor = (request: FastifyRequest): Promise<Profile> => {
    let pending = actors.get(request);
    if (!pending) {
      pending = identity(request).then((verified) => ensureProfile(container.deps, { identity: verified }));
      actors.set(request, pending);
    }
    return pending;
  };

  const existingActor = async (request: FastifyRequest): Promise<Profile | null> => {
    const verified = await identity(request);
    const profile = await container.deps.profiles.findByUserId(verified.uid);
    // Once it exists, the usual path refreshes e-mail and verification flags from the token.
    return profile ? actor(request) : null;
  };

  const freshActor = async (request: FastifyRequest): Promise<Profile> => {
    await freshIdentity(request);
    return actor(request);
  };

  return { identity, actor, existingActor, freshIdentity, freshActor };
}
