import { LoadingState } from '@mocktest/web-shared/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../shared/auth/auth-context';

/**
 * Lets signed-in users through; sends visitors to /login, remembering where they wanted to go. While Firebase checks
 * a session this browser had, the page draws its frame already (its queries wait for the user).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, initializing, sessionExpected } = useAuth();
  const location = useLocation();
  if (initializing && sessionExpected) return children;
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
