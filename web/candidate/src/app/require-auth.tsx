import { LoadingState } from '@mocktest/web-shared/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useAuth } from '../shared/auth/auth-context';

/**
 * The route handle of a page written to render before the user is known (its queries wait for
 * `sessionReady`): while Firebase checks a session this browser had, such a page draws with its frame at once.
 */
export const drawsWhileSessionChecked = { drawsWhileSessionChecked: true } as const;

/** Lets signed-in users through; sends visitors to /login, remembering where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, initializing, sessionExpected } = useAuth();
  const location = useLocation();
  const matches = useMatches();
  const drawsEarly = matches.at(-1)?.handle === drawsWhileSessionChecked;
  if (initializing && sessionExpected && drawsEarly) return children;
  if (initializing) {
    return (
      <div className="fullscreen-center">
        <LoadingState />
      </div>
    );
  }
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return children;
}
