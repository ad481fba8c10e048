import { readLocalSetting, removeLocalSetting, writeLocalSetting } from '../lib/local-setting';

/** localStorage key noting that this browser had a signed-in session when it was last seen. */
const key = 'signedInHint';

/**
 * Whether a session is probably restored here: the signed-in pages then draw their frame (top bar, sidebar, page
 * heading) while Firebase checks the session, instead of a spinner. It opens nothing: every query waits for the
 * real user, and a session that turns out to be gone still ends on the login page.
 */
export function expectsSession(): boolean {
  return readLocalSetting(key) === '1';
}

export function rememberSession(signedIn: boolean): void {
  if (signedIn) writeLocalSetting(key, '1');
  else removeLocalSetting(key);
}
