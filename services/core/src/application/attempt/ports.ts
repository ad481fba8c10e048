import type { Attempt } from '../../domain/attempt/attempt.ts';

/** Stores attempts (the old product's writing responses). */
export type AttemptRepository = {
  findById(id: string): Promise<Attempt | null>;
  findByUserAndTest(userId: string, mockTestId: string): Promise<Attempt | null>;
  listByUser(userId: string, page: { limit: number; offset: number }): Promise<{ items: Attempt[]; total: number }>;
  /** Submitted attempts not yet released, oldest deadline first. */
  listAwaitingEvaluation(page: { limit: number; offset: number }): Promise<{ items: Attempt[]; total: number }>;
  /** Submitted attempts whose deadline is at or before `now` and was never handled. */
  listDueDeadlines(now: Date): Promise<Attempt[]>;
  /** Submitted attempts whose deadline is still ahead (to re-schedule after a restart). */
  listPendingDeadlines(now: Date): Promise<Attempt[]>;
  save(attempt: Attempt): Promise<void>;
};

/** Wakes the deadline use case at a given time (BullMQ or in-process). */
export type DeadlineScheduler = {
  schedule(attemptId: string, at: Date): Promise<void>;
};
