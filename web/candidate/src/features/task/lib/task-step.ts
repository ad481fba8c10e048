/** A task's own clock as the server reports it (PTE, TOEFL). */
export type TaskClockView = {
  taskKey: string;
  startedAt?: string | null;
  closedAt?: string | null;
  timedOut: boolean;
};

/** Where a test with per-task clocks stands: the task open now, counted from 1 for the screen. */
export type TaskStep = {
  index: number;
  count: number;
  key: string;
  /** The last task: its submit hands in the whole test. */
  last: boolean;
};

/**
 * The task open now in a test whose tasks each have their own clock, or null for a test with one shared clock
 * (IELTS, OET: the candidate moves between its tasks freely) and once every task is closed.
 */
export function taskStep(clocks: readonly TaskClockView[]): TaskStep | null {
  const index = clocks.findIndex((clock) => Boolean(clock.startedAt) && !clock.closedAt);
  const clock = clocks[index];
  if (!clock) return null;
  return { index, count: clocks.length, key: clock.taskKey, last: index === clocks.length - 1 };
}

/**
 * The short notice after moving on: why the previous task closed and which one runs now. `timeUp`: the screen sent
 * the task at 00:00 (the server counts that as a submit within its grace; the candidate saw the time run out).
 */
export function movedOnNotice(
  clocks: readonly TaskClockView[],
  titles: Record<string, string>,
  timeUp = false,
): string | null {
  const step = taskStep(clocks);
  const previous = step ? clocks[step.index - 1] : undefined;
  if (!step || !previous) return null;
  const before = `Task ${step.index} (${titles[previous.taskKey] ?? previous.taskKey})`;
  const now = `Task ${step.index + 1} (${titles[step.key] ?? step.key})`;
  return previous.timedOut || timeUp
    ? `Time is up for ${before}: your last saved answer is kept. ${now} has started with its own clock.`
    : `${before} is submitted. ${now} has started with its own clock.`;
}
