import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

// A submit's own way out: the answer is sent, there is nothing left to leave.
const submittedPath = '/dashboard/writingtasks/success';

/**
 * While `running`, leaving the task screen waits for the candidate's answer: navigations in the app (sidebar links,
 * Logout, Upgrade, the browser's Back) are held by the returned blocker, and closing or reloading the tab gets the
 * browser's own question. The server's clock keeps running either way.
 */
export function useLeaveGuard(running: boolean) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      running &&
      nextLocation.pathname !== submittedPath &&
      (nextLocation.pathname !== currentLocation.pathname || nextLocation.search !== currentLocation.search),
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
