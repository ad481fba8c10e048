import type { Attempt } from '../attempt/attempt.ts';
import type { Rewrite } from '../rewrite/rewrite.ts';
import { DomainError } from '../shared/domain-error.ts';

/** The second-marking draw forced for one account's submissions: every one drawn, or none. */
export const secondMarkingDraws = ['always', 'never'] as const;
export type SecondMarkingDraw = (typeof secondMarkingDraws)[number];

/**
 * One account's test clock (TEST_CLOCKS platforms only): overrides that win over the process-wide settings for that
 * account's attempts and rewrites, so a test shortens its own candidate's clocks without a platform of its own. Null
 * fields leave the setting (EVALUATION_DEADLINE_SECONDS, TEST_DURATION_SECONDS, SECOND_MARKING_PERCENT) in force.
 */
export type TestClock = {
  userId: string;
  /** The evaluation deadline, in seconds after submission, instead of the plan's minutes. */
  evaluationDeadlineSeconds: number | null;
  /** The writing time, in seconds, instead of the test's minutes (each task's clock, for per-task exams). */
  writingSeconds: number | null;
  /** Draws every submission for a blind second marking, or none, instead of SECOND_MARKING_PERCENT. */
  secondMarking: SecondMarkingDraw | null;
  updatedAt: Date;
};

/** Shortest and longest override accepted, in seconds (one second to one day). */
export const testClockSecondsRange = { min: 1, max: 86_400 } as const;

function checkSeconds(value: number | null, what: string): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < testClockSecondsRange.min || value > testClockSecondsRange.max) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'VALIDATION_FAILED',
      `${what} must be a whole number of seconds from ${testClockSecondsRange.min} to ${testClockSecondsRange.max}.`,
    );
  }
  return value;
}

/** A validated test clock for `userId`; BAD_USER_INPUT for seconds outside 1..86400 or an unknown draw. */
export function newTestClock(input: {
  userId: string;
  evaluationDeadlineSeconds: number | null;
  writingSeconds: number | null;
  secondMarking: SecondMarkingDraw | null;
  now: Date;
}): TestClock {
  if (input.secondMarking !== null && !secondMarkingDraws.includes(input.secondMarking)) {
    throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', "The second-marking draw must be 'always' or 'never'.");
  }
  return {
    userId: input.userId,
    evaluationDeadlineSeconds: checkSeconds(input.evaluationDeadlineSeconds, 'The evaluation deadline'),
    writingSeconds: checkSeconds(input.writingSeconds, 'The writing time'),
    secondMarking: input.secondMarking,
    updatedAt: input.now,
  };
}

/** The process-wide knobs the use cases act on, as one account's test clock changes them. */
export type ClockKnobs = {
  deadlineSecondsOverride: number | null;
  writingSecondsOverride: number | null;
  secondMarkingPercent: number;
};

/** The account's overrides win over the settings; a field it leaves null keeps the setting. */
export function knobsFor(clock: TestClock | null, settings: ClockKnobs): ClockKnobs {
  if (!clock) return settings;
  return {
    deadlineSecondsOverride: clock.evaluationDeadlineSeconds ?? settings.deadlineSecondsOverride,
    writingSecondsOverride: clock.writingSeconds ?? settings.writingSecondsOverride,
    secondMarkingPercent:
      clock.secondMarking === 'always' ? 100 : clock.secondMarking === 'never' ? 0 : settings.secondMarkingPercent,
  };
}

/**
 * An attempt whose own timer is due at `now`: one in progress ends `graceSeconds` before now (with per-task clocks,
 * the task open now), so the time-up closes it; a submitted one awaiting its deadline gets its deadline at now, so
 * the deadline releases it (or finds it overdue). Unchanged (the same object) when its timer is already due or done.
 */
export function attemptDueNow(attempt: Attempt, now: Date, graceSeconds: number): Attempt {
  if (attempt.submittedAt === null && (attempt.status === 'InProgress' || attempt.status === 'NotAttempted')) {
    const endsAt = new Date(now.getTime() - graceSeconds * 1000);
    if (attempt.endsAt.getTime() <= endsAt.getTime()) return attempt;
    const taskClocks = attempt.taskClocks.map((clock) =>
      clock.startedAt !== null && clock.closedAt === null && clock.endsAt !== null && clock.endsAt > endsAt
        ? { ...clock, endsAt }
        : clock,
    );
    return { ...attempt, endsAt, taskClocks, updatedAt: now };
  }
  if (attempt.status !== 'Submitted' || attempt.deadlineHandledAt !== null || attempt.deadlineAt === null) {
    return attempt;
  }
  if (attempt.deadlineAt.getTime() <= now.getTime()) return attempt;
  return { ...attempt, deadlineAt: now, updatedAt: now };
}

/**
 * A submitted attempt whose escalation point is `now`: its deadline moves so that `sharePercent` of the span from the
 * submission ends now (the deadline itself comes closer with it). Unchanged when the point has passed or no longer
 * matters.
 */
export function escalationDueNow(attempt: Attempt, now: Date, sharePercent: number): Attempt {
  if (attempt.status !== 'Submitted' || attempt.submittedAt === null || attempt.deadlineAt === null) return attempt;
  const submitted = attempt.submittedAt.getTime();
  const elapsed = Math.max(0, now.getTime() - submitted);
  const span = attempt.deadlineAt.getTime() - submitted;
  if (sharePercent <= 0 || Math.round((span * sharePercent) / 100) <= elapsed) return attempt;
  const deadlineAt = new Date(submitted + Math.floor((elapsed * 100) / sharePercent));
  return { ...attempt, deadlineAt, updatedAt: now };
}

/** An open rewrite whose time-up is due at `now` (it ends `graceSeconds` before now); unchanged otherwise. */
export function rewriteDueNow(rewrite: Rewrite, now: Date, graceSeconds: number): Rewrite {
  const endsAt = new Date(now.getTime() - graceSeconds * 1000);
  if (rewrite.submittedAt !== null || rewrite.endsAt.getTime() <= endsAt.getTime()) return rewrite;
  return { ...rewrite, endsAt, updatedAt: now };
}

/** A published recheck released at `now`, so its mail is due; unchanged when not published, told, or already due. */
export function recheckDueNow(rewrite: Rewrite, now: Date): Rewrite {
  if (!rewrite.recheckedAt || rewrite.recheckNotifiedAt || !rewrite.deadlineAt) return rewrite;
  if (rewrite.deadlineAt.getTime() <= now.getTime()) return rewrite;
  return { ...rewrite, deadlineAt: now, updatedAt: now };
}
