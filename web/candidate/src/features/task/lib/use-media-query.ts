import { useCallback, useSyncExternalStore } from 'react';

/** Where the screen lays things out for a phone (the width the stylesheets' phone rules use). */
export const phoneQuery = '(max-width: 720px)';

/**
 * Whether the media query matches now, updated as the window is resized. False where the browser has no matchMedia
 * (the unit tests' DOM), so that the wide layout is the default.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
