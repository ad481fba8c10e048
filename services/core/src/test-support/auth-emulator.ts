/** Test helpers talking to the Firebase Auth emulator's REST API (the same calls the browser SDK makes). */
const emulatorHost = () =>
  process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.TEST_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
const projectId = 'demo-mocktest';

async function call<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}?key=test-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

export type TestUser = { uid: string; idToken: string; email: string };

/** Signs up (or signs in, when the e-mail exists) a user in the emulator and returns a fresh ID token. */
export async function createTestUser(input: {
  email: string;
  password: string;
  displayName?: string;
  /** Marks the e-mail verified (as following the verification link would), before the token is issued. */
  emailVerified?: boolean;
}): Promise<TestUser> {
  const credentials = { email: input.email, password: input.password, returnSecureToken: true };
  type Session = { idToken: string; localId: string };
  const first = await call<Session>('accounts:signUp', credentials).catch(() =>
    call<Session>('accounts:signInWithPassword', credentials),
  );
  if (input.emailVerified) await markVerified(first.localId);
  if (input.displayName) await call('accounts:update', { idToken: first.idToken, displayName: input.displayName });
  // The token handed out always comes from a second sign-in: it carries the name and verification set above, and
  // the emulator's sign-up may stamp the account's "valid since" a second after that token's auth time (it reads
  // the clock twice), which the revocation check rightly refuses.
  const session = await call<Session>('accounts:signInWithPassword', credentials);
  return { uid: session.localId, idToken: session.idToken, email: input.email };
}

/** The emulator's admin update (the Admin SDK's call), with the emulator's owner credential. */
export async function markVerified(localId: string): Promise<void> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator accounts:update: ${response.status} ${await response.text()}`);
}

/** Deletes every account of the emulator project (test isolation). */
export async function clearEmulatorAccounts(): Promise<void> {
  await fetch(`http://${emulatorHost()}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}
