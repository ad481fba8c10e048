import { useEffect, useState } from 'react';

/** Re-renders the caller every `intervalMs`, so relative times ('in 25 min') stay true on a page left open. */
export function useTick(intervalMs: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
}
