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

/**
 * One task's own clock, for exams that time each task on its own (PTE, TOEFL). Tasks run one after the other: the
 * next opens when the previous is submitted (at that moment) or its time ends (at its end time).
 */
export type TaskClock = {
  taskKey: string;
  /** The task's writing time, fixed when the attempt starts (shortened in demos and tests). */
  seconds: number;
  /** When the task opened; null until the previous task closed (and for a task skipped by an early submit). */
  startedAt: Date | null;
  /** startedAt + seconds; null until the task opens. */
  endsAt: Date | null;
  /** When the task closed (submitted, or closed at time-up); null while open or not yet open. */
  closedAt: Date | null;
  /** Closed because its time ran out rather than by the candidate's submit. */
  timedOut: boolean;
};

/** The candidate's side of an attempt: what was written, on which clock, and when it was handed in. */
export type AttemptWriting = {
  id: string;
  userId: string;
  mockTestId: string;
  exam: ExamKey;
  status: AttemptStatus;
  answers: Answer[];
  startedAt: Date;
  /**
   * When the running clock runs out, by the server's clock, never the browser's: startedAt + the test's minutes, or
   * with per-task clocks the end of the task now open (it moves on with the tasks).
   */
  endsAt: Date;
  /** One clock per task, in task order, for exams that time each task on its own; empty for one shared clock. */
  taskClocks: TaskClock[];
  submittedAt: Date | null;
  timedOut: boolean;
  secondsTaken: number | null;
  updatedAt: Date;
  /** The candidate started with "Practice with hints" on: the hints were theirs to read, and the tutor is told. */
  withHints: boolean;
  /** TOEFL: the Build a Sentence bank version it started on, which it keeps reading and scoring with; else null. */
  sentenceBank: number | null;
  /** TOEFL: the version of the tile shuffle it started on (null: the first), which it keeps; else null. */
  sentenceShuffle: number | null;
  /** Incremented by every stored change; a write based on an older version is refused (concurrent requests). */
  version: number;
};

/** The tutor's hold on a submitted attempt while grading it (rules in tutor-claim.ts and claim-expiry.ts). */
export type TutorClaim = {
  claimedBy: string | null;
  claimedAt: Date | null;
  /** The tutor an admin took the attempt over from, if any (who held it before `claimedBy`). */
  takenOverFrom: string | null;
  /** The holder's last touch of the claim (claiming or saving a draft); it expires after the idle minutes. */
  claimTouchedAt: Date | null;
  /** The tutor whose claim expired before the current holder took the attempt, if any (they are told so). */
  claimLapsedFrom: string | null;
};

/** The promise made at submission and what became of it (rules in release.ts). */
export type ReleaseState = {
  /** submittedAt + the plan's evaluation minutes (or the configured override). */
  deadlineAt: Date | null;
  /** Set when the deadline passed and the evaluation was released or found missing. */
  deadlineHandledAt: Date | null;
  overdue: boolean;
};

/** An attempt as stored: three concerns in one record, each changed by its own rules. */
export type Attempt = AttemptWriting & TutorClaim & ReleaseState;
