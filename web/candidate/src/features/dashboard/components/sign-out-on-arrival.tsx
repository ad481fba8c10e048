import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../../../shared/auth/auth-context';
import { wantsSignOut } from '../lib/log-out';

/**
 * Signs out when a logout's navigation has arrived (see logOut), then drops the mark so that going back and forward
 * through history does not sign out again. Rendered above every route, since a logout usually ends on a public page.
 */
export function SignOutOnArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const handled = useRef<string | null>(null);
  const wanted = wantsSignOut(location.state);

  useEffect(() => {
    // Once per arrival, although development mode runs effects twice.
    if (!wanted || handled.current === location.key) return;
    handled.current = location.key;
    const here = `${location.pathname}${location.search}${location.hash}`;
    signOut()
      .then(() => navigate(here, { replace: true, state: null }))
      .catch(() => toast.error('Logging out failed. Please try again.'));
  }, [wanted, location, navigate, signOut]);

  return null;
}
