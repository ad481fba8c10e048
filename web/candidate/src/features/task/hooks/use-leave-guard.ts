import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

// A submit's own way out: the answer is sent, there is nothing left to leave.
const submittedPath = '/dashboard/writingtasks/success';

type Place = { pathname: string; search: string };

/** Whether going from the task screen to `next` leaves the test (a submit's way to its success page does not). */
export function leavesTest(current: Place, next: Place): boolean {
  if (next.pathname === submittedPath) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}

/**
 * While `running`, leaving the task screen waits for the candidate's answer: navigations in the app (sidebar links,
 * Logout, Upgrade, the browser's Back) are held by the returned blocker, and closing or reloading the tab gets the
 * browser's own question. The server's clock keeps running either way.
 */
export function useLeaveGuard(running: boolean) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => running && leavesTest(currentLocation, nextLocation),
    [running],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!running) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [running]);

  // The clock stopped while the question was open (time up): the question goes, and the candidate stays to see the
  // answer sent.
  useEffect(() => {
    if (!running && blocker.state === 'blocked') blocker.reset();
  }, [running, blocker]);

  return blocker;
}
