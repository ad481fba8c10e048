import type { PlanKey } from '../../domain/plan/plan.ts';

/** Submissions of one plan (the plan promising at submission) counted over three windows ending now. */
export type PlanSubmissions = { plan: PlanKey; today: number; last7Days: number; last30Days: number };

/** An answer past its deadline with no published evaluation, and who holds it. */
export type OverdueAnswer = {
  attemptId: string;
  candidateName: string;
  candidateEmail: string;
  mockTestId: string;
  plan: PlanKey;
  submittedAt: Date;
  deadlineAt: Date;
  minutesLate: number;
  holderName: string | null;
  holderEmail: string | null;
};

/** A tutor's (or admin's) load: answers held now, published today, and the mean time from claim to publish. */
export type TutorWorkload = {
  profileId: string;
  fullName: string;
  email: string;
  claimedNow: number;
  gradedToday: number;
  /** Over the last 30 days; null when the tutor published nothing then. */
  averageGradingMinutes: number | null;
};

/** What the admin's turnaround dashboard shows, each figure computed by the database. */
export type TurnaroundFigures = {
  submissions: PlanSubmissions[];
  /** Answers submitted in the last 30 days whose deadline has passed: those released on time, and the others. */
  dueCount: number;
  onTimeCount: number;
  /** Minutes past the deadline of the late ones (published late, or still waiting: late until now). */
  latenessP50Minutes: number | null;
  latenessP95Minutes: number | null;
  latenessMaxMinutes: number | null;
  overdue: OverdueAnswer[];
  workload: TutorWorkload[];
};

/** Answers waiting for a published evaluation, under the plan promising at their submission. */
export type WaitingAnswers = { plan: PlanKey; waiting: number; overdue: number; dueWithinHour: number };

/** Deadlines that fell within the last `hours`: how many, and how many had their evaluation published by then. */
export type ReleasesOnTime = { hours: number; due: number; onTime: number };

/**
 * Rows of an outbox not done yet, by status: mails and webhook deliveries (pending, failed), and the first reads owed
 * (pending) or given up (unavailable).
 */
export type OutboxBacklog = { outbox: 'mail' | 'webhooks' | 'first-reads'; status: string; count: number };

/** What the operators' metrics read at each scrape: the plans' promise now, not over 30 days. */
export type OperationsFigures = {
  waiting: WaitingAnswers[];
  releases: ReleasesOnTime[];
  outboxes: OutboxBacklog[];
};

/** The turnaround dashboard's read, in a few SQL statements. */
export type TurnaroundReads = {
  /** `todayStart` is midnight UTC of `now`; at most `overdueLimit` overdue answers, the oldest deadline first. */
  figures(input: { now: Date; todayStart: Date; overdueLimit: number }): Promise<TurnaroundFigures>;
  /** The metrics' figures; `windowsHours` are the windows of the releases on time (1 and 24). */
  operations(input: { now: Date; windowsHours: readonly number[] }): Promise<OperationsFigures>;
};
