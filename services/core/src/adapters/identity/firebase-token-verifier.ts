import { randomUUID } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import type { TokenVerifier, VerifiedIdentity } from '../../application/shared/ports.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

export type FirebaseIdentity = TokenVerifier & { auth: Auth; close(): Promise<void> };

const providers: Record<string, VerifiedIdentity['provider']> = { 'google.com': 'Google', 'facebook.com': 'Facebook' };

/** Verifies Firebase ID tokens with firebase-admin (the Auth emulator when emulatorHost is set). */
export function createFirebaseIdentity(options: { projectId: string; emulatorHost: string | null }): FirebaseIdentity {
  // firebase-admin only learns about the emulator through this variable.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  // A named app per container, so tests and the worker never share a global default app.
  const app: App = initializeApp({ projectId: options.projectId }, `mocktest-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    auth,
    async verify(token) {
      try {
        const decoded = await auth.verifyIdToken(token, true);
        return {
          uid: decoded.uid,
          email: decoded.email ?? '',
          name: typeof decoded.name === 'string' ? decoded.name : null,
          photoUrl: decoded.picture ?? null,
          emailVerified: decoded.email_verified === true,
          provider: providers[decoded.firebase.sign_in_provider] ?? 'Custom',
        };
      } catch {
        throw new DomainError('UNAUTHENTICATED', 'Your sign-in has expired or is invalid. Please sign in again.');
      }
    },
    close: () => deleteApp(app),
  };
}
