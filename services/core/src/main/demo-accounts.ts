import { ensureProfile } from '../application/profile/ensure-profile.use-case.ts';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import type { Role } from '../domain/profile/profile.ts';
import type { Container } from './container.ts';

export type DemoAccount = { uid: string; email: string; password: string; displayName: string; role: Role };

/** Fixed uids, so profiles stay attached to the same accounts across restarts of the emulator. */
export const demoAccounts: DemoAccount[] = [
  {
    uid: 'demo-candidate',
    email: 'candidate@example.com',
    password: 'candidate-pass',
    displayName: 'Casey Candidate',
    role: 'candidate',
  },
  { uid: 'demo-tutor', email: 'tutor@example.com', password: 'tutor-pass', displayName: 'Toni Tutor', role: 'tutor' },
  { uid: 'demo-admin', email: 'admin@example.com', password: 'admin-pass', displayName: 'Ada Admin', role: 'admin' },
];

/** Creates the demo accounts in the Auth emulator (never against a real project) and gives them their roles. */
export async function seedDemoAccounts(container: Container): Promise<DemoAccount[]> {
  if (!container.config.firebase.emulatorHost) throw new Error('Demo accounts are only created in the Auth emulator.');
  const { auth } = container.tokens;
  for (const account of demoAccounts) {
    const exists = await auth.getUser(account.uid).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await auth
        .createUser({
          uid: account.uid,
          email: account.email,
          password: account.password,
          displayName: account.displayName,
          emailVerified: true,
        })
        .catch((error: unknown) => {
          // Replicas started together each seed the accounts: another one created it between our look and now.
          if (!isAlreadyCreated(error)) throw error;
        });
    }
    const profile = await ensureProfile(container.deps, {
      identity: {
        uid: account.uid,
        email: account.email,
        name: account.displayName,
        photoUrl: null,
        emailVerified: true,
        provider: 'Custom',
      },
    });
    if (profile.role !== account.role) {
      await grantRole(container.deps, { actor: 'system', email: account.email, role: account.role });
    }
  }
  return demoAccounts;
}

function isAlreadyCreated(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'auth/uid-already-exists' || code === 'auth/email-already-exists';
}
