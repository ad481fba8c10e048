// Build-time entry (scripts/prerender.mjs): renders each public page to HTML with the same tree the browser hydrates.
import { LoadingState } from '@mocktest/web-shared/ui';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { PublicPageRoot } from './app/public-page-view';
import { appPageMeta, publicPages } from './app/public-pages';
import { TestsListFrame, testsListPath } from './app/tests-list-frame';
import { SignupPage } from './features/auth/pages/signup-page';
import { AuthContext, type AuthContextValue } from './shared/auth/auth-context';

export { appPageMeta, publicPages, testsListPath };

/** The HTML of the public page `key`, waiting for everything it suspends on. */
export async function renderPublicPage(key: string): Promise<string> {
  const page = publicPages.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`No public page '${key}'.`);
  const Page = await page.load();
  const { prelude } = await prerender(<PublicPageRoot page={page} Page={Page} />);
  return new Response(prelude).text();
}

/** What the signed-in app shows while it starts (RequireAuth's waiting state), for its shell to show meanwhile. */
export async function renderAppPlaceholder(): Promise<string> {
  const { prelude } = await prerender(
    <div className="fullscreen-center">
      <LoadingState />
    </div>,
  );
  return new Response(prelude).text();
}

function unavailableAtBuild(): Promise<never> {
  return Promise.reject(new Error('Signing in needs the app, which is not running at build time.'));
}

/** A visitor with no session on this browser, as the app sees one until Firebase has answered (forms read-only). */
const signedOutVisitor: AuthContextValue = {
  user: null,
  initializing: true,
  sessionExpected: false,
  sessionReady: false,
  profile: null,
  profileLoading: false,
  profileError: null,
  reloadProfile: () => undefined,
  reloadUser: unavailableAtBuild,
  sendEmailVerification: unavailableAtBuild,
  signIn: unavailableAtBuild,
  signInWithGoogle: unavailableAtBuild,
  signUp: unavailableAtBuild,
  sendPasswordReset: unavailableAtBuild,
  signOut: unavailableAtBuild,
};

/**
 * Account Sign Up as a visitor first sees it, for the /signup shell: its text reads without JavaScript, and the app,
 * once started, draws the same form in its place (read-only until Firebase has answered, see SignupPage).
 */
export async function renderSignupPage(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <MemoryRouter initialEntries={['/signup']}>
        <AuthContext value={signedOutVisitor}>
          <SignupPage />
        </AuthContext>
      </MemoryRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The tests list's frame, drawn by its page's HTML while the app loads and checks the session (see TestsListFrame). */
export async function renderTestsListFrame(): Promise<string> {
  const { prelude } = await prerender(<TestsListFrame />);
  return new Response(prelude).text();
}
