import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DashboardLayout } from '../features/dashboard/pages/dashboard-layout';
import { WritingTestsPage } from '../features/writing-tests/pages/writing-tests-page';
import { AuthContext, type AuthContextValue } from '../shared/auth/auth-context';

/** Where a signed-in candidate lands, and the one signed-in page drawn before its session is checked. */
export const testsListPath = '/dashboard/writingtasks';

function unavailableAtBuild(): Promise<never> {
  return Promise.reject(new Error('The account needs the app, which is not running at build time.'));
}

/** A returning candidate while Firebase checks the session this browser kept (see RequireAuth). */
const checkingSession: AuthContextValue = {
  user: null,
  initializing: true,
  sessionExpected: true,
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
 * The tests list as the app first draws it for a returning candidate (top bar, sidebar, heading, "Loading tests…"),
 * for the build to write into that page's HTML: it paints before any script has arrived, and the app, once started,
 * draws the same frame in its place. The list's query is skipped until the session is known, so no request is made.
 */
export function TestsListFrame() {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <AuthContext value={checkingSession}>
          <MemoryRouter initialEntries={[testsListPath]}>
            <Routes>
              <Route path="dashboard" element={<DashboardLayout />}>
                <Route path="writingtasks" element={<WritingTestsPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AuthContext>
      </ApolloProvider>
    </StrictMode>
  );
}
