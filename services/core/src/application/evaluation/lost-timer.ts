/**
 * How long a due timer stays the scheduler's to run. A reconcile pass only makes sure the scheduler holds a timer due
 * for less than this, and runs one due for longer itself: that one was lost. Run by the pass, a burst of timers that
 * had just come due went one by one beside the worker, racing it for the same rows.
 */
const schedulersDueMs = 60_000;

/** The moment before which a due timer counts as lost, for a pass that runs at `now`. */
export function lostIfDueBefore(now: Date): Date {
  return new Date(now.getTime() - schedulersDueMs);
}
