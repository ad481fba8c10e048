import type { ExamKey } from '../exam/exam.ts';

/** Numeric values are the old product's Status codes (REST contract). */
export const attemptStatus = {
  NotAttempted: 0,
  InProgress: 1,
  Submitted: 2,
  EvaluationDone: 3,
  TimedOut: 4,
} as const;
export type AttemptStatus = keyof typeof attemptStatus;

export type Answer = { taskKey: string; text: string };

export type Attempt = {
  id: string;
  userId: string;
  mockTestId: string;
  exam: ExamKey;
  status: AttemptStatus;
  answers: Answer[];
  startedAt: Date;
  /** startedAt + the test's minutes: the server's clock, never the browser's. */
  endsAt: Date;
  submittedAt: Date | null;
  timedOut: boolean;
  secondsTaken: number | null;
  /** submittedAt + the plan's evaluation minutes (or the configured override). */
  deadlineAt: Date | null;
  /** Set when the deadline passed and the evaluation was released or found missing. */
  deadlineHandledAt: Date | null;
  overdue: boolean;
  claimedBy: string | null;
  claimedAt: Date | null;
  /** The tutor an admin took the attempt over from, if any (who held it before `claimedBy`). */
  takenOverFrom: string | null;
  /** The holder's last touch of the claim (claiming or saving a draft); it expires after the idle minutes. */
  claimTouchedAt: Date | null;
  /** The tutor whose claim expired before the current holder took the attempt, if any (they are told so). */
  claimLapsedFrom: string | null;
  updatedAt: Date;
  /** Incremented by every stored change; a write based on an older version is refused (concurrent requests). */
  version: number;
};
