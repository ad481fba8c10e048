import { randomUUID } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import type { Clock, TokenVerifier, VerifiedIdentity } from '../../application/shared/ports.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { ReasonOf } from '../../domain/shared/error-reasons.ts';
import { createClaimsVerifier, type IdTokenClaims } from './id-token-claims.ts';
import { type AccountStatus, createRevocationVerdicts, type Refusal } from './revocation-verdicts.ts';

export type FirebaseIdentity = TokenVerifier & { auth: Auth; close(): Promise<void> };

const providers: Record<string, VerifiedIdentity['provider']> = { 'google.com': 'Google', 'facebook.com': 'Facebook' };

const invalid = () =>
  new DomainError(
    'UNAUTHENTICATED',
    'SIGN_IN_EXPIRED',
    'Your sign-in has expired or is invalid. Please sign in again.',
  );

const refusals: Record<Refusal, string> = {
  gone: 'This account no longer exists. Please sign up again.',
  disabled: 'This account is disabled. Please contact support.',
  revoked: 'Your sign-in was revoked. Please sign in again.',
};

const refusalReasons = {
  gone: 'ACCOUNT_DELETED',
  disabled: 'ACCOUNT_DISABLED',
  revoked: 'SIGN_IN_EXPIRED',
} as const satisfies Record<Refusal, ReasonOf<'UNAUTHENTICATED'>>;

/**
 * Verifies Firebase ID tokens in process (the Auth emulator's when emulatorHost is set) and refuses revoked or
 * disabled accounts: within `revocationCheckSeconds` of the change, or at once when the caller asks `fresh`.
 */
export function createFirebaseIdentity(options: {
  projectId: string;
  emulatorHost: string | null;
  revocationCheckSeconds: number;
  clock?: Clock;
}): FirebaseIdentity {
  // firebase-admin only learns about the emulator through this variable.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  // A named app per container, so tests and the worker never share a global default app.
  const app: App = initializeApp({ projectId: options.projectId }, `mocktest-${randomUUID()}`);
  const auth = getAuth(app);
  const claimsOf = createClaimsVerifier(auth, {
    projectId: options.projectId,
    emulator: Boolean(options.emulatorHost),
  });
  const verdicts = createRevocationVerdicts({
    read: (uid) => readAccountStatus(auth, uid),
    windowSeconds: options.revocationCheckSeconds,
    clock: options.clock ?? { now: () => new Date() },
  });
  return {
    auth,
    async verify(token, verifyOptions) {
      let claims: IdTokenClaims;
      let refusal: Refusal | null;
      try {
        claims = await claimsOf(token);
        refusal = await verdicts.refusal(claims.sub, claims.auth_time, { fresh: verifyOptions?.fresh === true });
      } catch {
        throw invalid();
      }
      if (refusal) throw new DomainError('UNAUTHENTICATED', refusalReasons[refusal], refusals[refusal]);
      return identityOf(claims);
    },
    close: () => deleteApp(app),
  };
}

async function readAccountStatus(auth: Auth, uid: string): Promise<AccountStatus> {
  try {
    const user = await auth.getUser(uid);
    const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Number.NaN;
    return { disabled: user.disabled, tokensValidAfterMs: Number.isFinite(validAfter) ? validAfter : null };
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

function identityOf(claims: IdTokenClaims): VerifiedIdentity {
  return {
    uid: claims.sub,
    email: claims.email ?? '',
    name: typeof claims.name === 'string' ? claims.name : null,
    photoUrl: claims.picture ?? null,
    emailVerified: claims.email_verified === true,
    provider: providers[claims.firebase?.sign_in_provider ?? ''] ?? 'Custom',
  };
}
