import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

// How long a page's heading may take to appear (its code and data load after the address changes).
const headingWaitMs = 4000;

/**
 * After each move to another page of the signed-in app: the window back at its top, the focus on the new page's
 * heading (made focusable with tabIndex -1), whose name a screen reader then reads, and a polite live region saying
 * that a new page has loaded, as a page load would.
 * The focus moves only while it is still where the move left it (the link, the menu, the page's body): a candidate
 * who has clicked into the new page meanwhile keeps the focus there.
 */
export function RouteAnnouncer({ main }: { main: RefObject<HTMLElement | null> }) {
  const location = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  const address = `${location.pathname}${location.search}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of address only
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    window.scrollTo({ top: 0 });
    const leftAt = document.activeElement;
    const focusIsFree = () => {
      const active = document.activeElement;
      return active === null || active === document.body;
    };
    const stillWhereLeft = () => focusIsFree() || document.activeElement === leftAt || !document.contains(leftAt);
    const focus = (heading: HTMLElement) => {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    // The heading found last: a loading state's heading may give way to the page's own, which then takes the focus
    // if it had gone with the first one.
    let current: HTMLElement | null = null;
    const settle = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading || heading === current) return;
      if (current === null) {
        if (stillWhereLeft()) focus(heading);
        // The heading's name is read as it takes the focus; the region says that a new page is there (repeating
        // the name would put the heading's text on the page twice).
        setMessage((said) => (said === 'New page loaded.' ? 'New page loaded' : 'New page loaded.'));
      } else if (!current.isConnected && focusIsFree()) {
        focus(heading);
      }
      current = heading;
    };
    settle();
    const observer = new MutationObserver(settle);
    observer.observe(root, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), headingWaitMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [address]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
