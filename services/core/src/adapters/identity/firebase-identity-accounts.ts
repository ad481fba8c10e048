import type { Auth } from 'firebase-admin/auth';

/** Of these accounts, the ones whose e-mail Firebase Auth holds verified now (one batched lookup of up to 100). */
export async function verifiedAccounts(auth: Auth, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { users } = await auth.getUsers(userIds.slice(0, 100).map((uid) => ({ uid })));
  return new Set(users.filter((user) => user.emailVerified).map((user) => user.uid));
}
