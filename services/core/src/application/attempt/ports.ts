import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { AttemptTimer } from '../../domain/attempt/attempt-rules.ts';

/**
 * Stores attempts (the old product's writing responses). Writes are conditional: `update` stores the attempt only
 * if nobody changed it since it was read (its `version`), so concurrent requests can never undo each other.
 */
export type AttemptRepository = {
  findById(id: string): Promise<Attempt | null>;
  /**
   * The attempt as the base of a change stored with `update`: the copy this process last read or stored when it
   * keeps one, else read from the database. The copy may be stale (another replica or the worker wrote since): it
   * may lead to a write, whose version check then refuses it, but never decide a refusal (see changeOwnAttempt).
   */
  findForChange(id: string): Promise<Attempt | null>;
  /** Inside a transaction: reads the attempt and holds concurrent writers of it back until the transaction ends. */
  findByIdForUpdate(id: string): Promise<Attempt | null>;
  /** As `findForChange`, the candidate's attempt of a test (for callers that address a test, not an attempt). */
  findForChangeOf(userId: string, mockTestId: string): Promise<Attempt | null>;
  findByUserAndTest(userId: string, mockTestId: string): Promise<Attempt | null>;
  listByUser(userId: string, page: { limit: number; offset: number }): Promise<{ items: Attempt[]; total: number }>;
  /** Submitted attempts not yet released, oldest deadline first. */
  listAwaitingEvaluation(page: { limit: number; offset: number }): Promise<{ items: Attempt[]; total: number }>;
  /**
   * Attempts whose timer is due at `now`: in progress past their end time plus `graceSeconds` (to be closed), or
   * submitted with an evaluation deadline at or before `now` that was never handled. One page in id order: at most
   * `limit`, after `afterId` when given.
   */
  listDueTimers(now: Date, graceSeconds: number, page: { limit: number; afterId?: string }): Promise<Attempt[]>;
  /**
   * The timer fields of attempts whose timer is still ahead (to re-schedule after a restart or a lost Redis). One page
   * in id order, as `listDueTimers`.
   */
  listPendingTimers(
    now: Date,
    graceSeconds: number,
    page: { limit: number; afterId?: string },
  ): Promise<AttemptTimer[]>;
  /** Stores a new attempt; throws when the candidate already has one for this test (unique key). */
  insert(attempt: Attempt): Promise<Attempt>;
  /** Stores a change; CONFLICT when the stored version is no longer `attempt.version`. Returns the stored attempt. */
  update(attempt: Attempt): Promise<Attempt>;
};

/**
 * Wakes the attempt's timer use case at a given time (BullMQ or in-process): to close it when its time is up, then at
 * its evaluation deadline. May fail (Redis down): callers carry on, the periodic reconcile schedules it again.
 */
export type DeadlineScheduler = {
  /**
   * `reminder`: a nudge (the tutors' escalation mail) rather than a state change; when the worker has a backlog of
   * due timers it waits behind the time-ups and releases.
   */
  schedule(attemptId: string, at: Date, options?: { reminder?: boolean }): Promise<void>;
  /**
   * Schedules those of `timers` it does not already hold for that very time, and answers how many it added. For the
   * reconcile passes, which re-arm every pending timer each minute: one look-up for the batch instead of a write per
   * timer. A timer that already ran for that time may count as held: one due for long is the reconcile's own to handle.
   */
  scheduleMissing(timers: ScheduledTimer[]): Promise<number>;
};

/** One timer of a batch: its id (an attempt's, or an escalation's), its time, and whether it is a reminder. */
export type ScheduledTimer = { id: string; at: Date; reminder?: boolean };
