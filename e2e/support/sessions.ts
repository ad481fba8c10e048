import type { Page } from 'playwright-core';
import { type Account, platformAppConfig } from './accounts.ts';
import { newPage, type PageOptions } from './browser.ts';
import { platformOrigin } from './shared-platform.ts';

// A stored session: the Firebase Web SDK keeps the signed-in user in the origin's IndexedDB, so a page that finds a
// user there starts signed in (the SDK checks it against the Auth emulator on load). Writing that record is how a
// test signs in without the login form, unless the form is what it tests.

/** The candidate app's Firebase app name, and the back office's (web/tutor/src/main.tsx). */
const firebaseAppNames = { candidate: '[DEFAULT]', tutor: 'tutor-back-office' } as const;
export type App = keyof typeof firebaseAppNames;

/** Stores `account`'s session for `app` in the page's origin; the next navigation starts signed in. */
export async function storeSession(page: Page, account: Account, app: App): Promise<void> {
  const { apiKey } = (await platformAppConfig()).firebase;
  const appName = firebaseAppNames[app];
  if (!page.url().startsWith(platformOrigin())) await page.goto(`${platformOrigin()}/app-config.json`);
  const now = Date.now();
  const user = {
    uid: account.uid,
    email: account.email,
    emailVerified: true,
    displayName: account.displayName,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: account.email,
        email: account.email,
        displayName: account.displayName,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: account.refreshToken,
      accessToken: account.idToken,
      expirationTime: now + 3_000_000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey,
    appName,
  };
  await page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('firebaseLocalStorage', 'readwrite');
          transaction.objectStore('firebaseLocalStorage').put({ fbase_key: key, value });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { key: `firebase:authUser:${apiKey}:${appName}`, value: user },
  );
}

/** A new page already signed in as `account` in `app`, opened at `path` (e.g. /dashboard/tests or /tutor/queue). */
export async function signedInPage(account: Account, app: App, path: string, options: PageOptions = {}): Promise<Page> {
  const page = await newPage(options);
  await storeSession(page, account, app);
  await page.goto(`${platformOrigin()}${path}`);
  return page;
}
