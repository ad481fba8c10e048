import { loadAppConfig } from '@mocktest/web-shared/config';
import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';

/** The pages that offer Google or Facebook sign-in in a popup. */
const popupSignInPaths = new Set(['/login', '/signup']);

let started: Promise<Auth> | undefined;

/**
 * Starts Firebase (authentication only) once, with the server-provided settings. The entry calls it before the
 * app's other chunks have arrived, so the restored session's account check (and a token refresh when the stored
 * token has expired) runs while React, the router and Apollo are still downloading.
 *
 * The popup sign-in support is set up at start only on the sign-in pages: on phones and Safari Firebase loads it
 * (Google's api.js and an iframe from the auth domain) before it restores the session, which would hold every
 * signed-in page for two more origins. Elsewhere the sign-in calls pass it themselves.
 */
export function startAuth(): Promise<Auth> {
  started ??= loadAppConfig().then((config) => {
    const app = initializeApp(config.firebase);
    const path = window.location.pathname.replace(/(.)\/+$/, '$1');
    const auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
      popupRedirectResolver: popupSignInPaths.has(path) ? browserPopupRedirectResolver : undefined,
    });
    if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return auth;
  });
  return started;
}
