// The Auth emulator's REST API, called as the browser SDK calls it: sign-up and sign-in return an ID token.

export type Account = { uid: string; email: string; idToken: string };

async function call(host: string, path: string, body: unknown): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=bench-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { idToken: string; localId: string; error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/**
 * Creates the account, then signs in for the token: the emulator's sign-up may stamp the account's "valid since" a
 * second after the sign-up token's auth time (it reads the clock twice), and the server refuses such a token.
 */
export async function signUp(host: string, email: string, password: string): Promise<Account> {
  await call(host, 'accounts:signUp', { email, password, returnSecureToken: true });
  return signIn(host, email, password);
}

export async function signIn(host: string, email: string, password: string): Promise<Account> {
  const session = await call(host, 'accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: session.localId, email, idToken: session.idToken };
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
  return results;
}
