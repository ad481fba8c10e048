import type { Dialect, FirstRead, FirstReadFlag } from '../../domain/first-read/first-read.ts';

/**
 * Reads a text for spelling, grammar and repeated words, locally (no text leaves the server). The flags it returns
 * carry `taskKey` as given and offsets in UTF-16 code units into `text`.
 */
export type MechanicsChecker = {
  /** Rejects with the signal's reason once it aborts, even mid-read (a stopping process does not wait for it). */
  check(input: { taskKey: string; text: string; dialect: Dialect }, signal?: AbortSignal): Promise<FirstReadFlag[]>;
};

/** A first read as the job works on it: the stored row plus its claim bookkeeping. */
export type FirstReadJob = {
  attemptId: string;
  /** Runs so far (each claim counts one). */
  tries: number;
};

/**
 * The stored first reads. `add` is written in the submit's transaction, so a first read is owed for every submitted
 * attempt and survives a restart; the job's writes are conditional on (attempt, pending, tries) and checked by row
 * count, so of two processes running it only one stores a result.
 */
export type FirstReadStore = {
  /** Owes a first read of the attempt (pending, due now); adding one again keeps the first. */
  add(entry: Pick<FirstRead, 'attemptId' | 'exam' | 'dialect'>, now: Date): Promise<void>;
  find(attemptId: string): Promise<FirstRead | null>;
  /** Pending first reads due at `now`, oldest first. */
  listDue(now: Date, limit: number): Promise<FirstReadJob[]>;
  /** Takes the job until `leaseUntil`; null when another process took it first. */
  claim(job: FirstReadJob, now: Date, leaseUntil: Date): Promise<FirstReadJob | null>;
  /** Stores the flags; false when the claim was lost (another process finished it). */
  complete(job: FirstReadJob, flags: FirstReadFlag[], checkedAt: Date): Promise<boolean>;
  /** Leaves it pending until `retryAt`, with the error for the log. */
  retryLater(job: FirstReadJob, error: string, retryAt: Date): Promise<boolean>;
  /** Gives up: the first read stays unavailable for this attempt. */
  giveUp(job: FirstReadJob, error: string, at: Date): Promise<boolean>;
};
