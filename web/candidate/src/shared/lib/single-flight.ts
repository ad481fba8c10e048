import { useState } from 'react';

/** Runs one async action at a time; calls made while one runs are dropped (a double click acts once). */
export type SingleFlight = {
  /** Runs `action` unless one is already running; resolves to whether it ran. */
  run: (action: () => Promise<void>) => Promise<boolean>;
  readonly running: boolean;
};

export function createSingleFlight(): SingleFlight {
  let running = false;
  return {
    get running() {
      return running;
    },
    async run(action) {
      // A flag, not React state: two clicks in the same frame both see state from before the first re-render.
      if (running) return false;
      running = true;
      try {
        await action();
        return true;
      } finally {
        running = false;
      }
    },
  };
}

/** A SingleFlight that lives as long as the component. */
export function useSingleFlight(): SingleFlight {
  const [flight] = useState(createSingleFlight);
  return flight;
}
