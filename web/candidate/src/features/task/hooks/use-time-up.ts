import { useEffect, useState } from 'react';

// setTimeout takes at most a signed 32-bit delay; a longer wait is re-armed.
const longestDelayMs = 2 ** 31 - 1;

/** True from the moment `endsAt` passes, on time rather than at the next tick of the displayed clock. */
export function useTimeUp(endsAt: number): boolean {
  const [up, setUp] = useState(() => Date.now() >= endsAt);
  const [rearm, setRearm] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rearm` re-runs the effect to arm the next chained timer
  useEffect(() => {
    if (up) return;
    const left = endsAt - Date.now();
    if (left <= 0) {
      setUp(true);
      return;
    }
    const id = window.setTimeout(
      () => (Date.now() >= endsAt ? setUp(true) : setRearm((count) => count + 1)),
      Math.min(left, longestDelayMs),
    );
    return () => window.clearTimeout(id);
  }, [endsAt, up, rearm]);
  return up;
}
