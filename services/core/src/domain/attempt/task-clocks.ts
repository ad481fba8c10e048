import type { TaskClock } from './attempt.ts';

// Per-task clocks (PTE, TOEFL): the tasks run one after the other, each on its own time. These helpers work on the
// list of clocks only; attempt-rules.ts applies them to an attempt (answers, submission, deadline).

/**
 * The clocks of a test just started: the first task opens now, the others wait. `overrideSeconds` (demos and tests)
 * shortens the whole writing time and shares it out in proportion to the tasks' minutes, at least a second each.
 */
export function planTaskClocks(
  tasks: ReadonlyArray<{ key: string; minutes: number }>,
  now: Date,
  overrideSeconds: number | null,
): TaskClock[] {
  const totalMinutes = tasks.reduce((sum, task) => sum + task.minutes, 0);
  return tasks.map((task, index) => {
    const seconds =
      overrideSeconds != null
        ? Math.max(1, Math.round((overrideSeconds * task.minutes) / totalMinutes))
        : Math.round(task.minutes * 60);
    return index === 0 ? openClock({ ...emptyClock(task.key), seconds }, now) : { ...emptyClock(task.key), seconds };
  });
}

function emptyClock(taskKey: string): TaskClock {
  return { taskKey, seconds: 0, startedAt: null, endsAt: null, closedAt: null, timedOut: false };
}

function openClock(clock: TaskClock, at: Date): TaskClock {
  return { ...clock, startedAt: at, endsAt: new Date(at.getTime() + clock.seconds * 1000) };
}

/** The index of the task open now (started, not closed), or -1 when none is (all closed). */
export function openClockIndex(clocks: readonly TaskClock[]): number {
  return clocks.findIndex((clock) => clock.startedAt !== null && clock.closedAt === null);
}

/** When the server closes an open task: its end time plus the grace (late autosaves and submits still count). */
export function clockClosesAt(clock: TaskClock, graceSeconds: number): Date | null {
  return clock.endsAt ? new Date(clock.endsAt.getTime() + graceSeconds * 1000) : null;
}

/** True once an open task's end time plus the grace has passed: the server closes it (pens down). */
export function isClockTimeUp(clock: TaskClock, now: Date, graceSeconds: number): boolean {
  const closes = clockClosesAt(clock, graceSeconds);
  return clock.closedAt === null && closes !== null && now.getTime() >= closes.getTime();
}

/**
 * Closes the open task at `index` and opens the next one, if any: at the submit's moment, or at the closed task's
 * end time when its time ran out (the candidate's screen moved on at 00:00, whatever the server's delay).
 */
export function closeClock(
  clocks: readonly TaskClock[],
  index: number,
  input: { now: Date; timedOut: boolean },
): TaskClock[] {
  const closing = clocks[index];
  if (!closing) return [...clocks];
  const nextStartsAt = input.timedOut && closing.endsAt ? closing.endsAt : input.now;
  return clocks.map((clock, i) => {
    if (i === index) return { ...clock, closedAt: input.now, timedOut: input.timedOut };
    if (i === index + 1) return openClock(clock, nextStartsAt);
    return clock;
  });
}

/** Closes every task still open or waiting (the whole test handed in); a task never reached keeps no start time. */
export function closeAllClocks(clocks: readonly TaskClock[], now: Date): TaskClock[] {
  return clocks.map((clock) => (clock.closedAt === null ? { ...clock, closedAt: now, timedOut: false } : clock));
}
