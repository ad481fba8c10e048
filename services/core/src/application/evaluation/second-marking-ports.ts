import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { SecondMarking } from '../../domain/evaluation/second-marking.ts';

/** An open second marking as the queue lists it, with what the entry shows (never the first evaluation). */
export type SecondMarkingRow = {
  marking: SecondMarking;
  attempt: Attempt;
  candidateName: string;
  /** The claim holder's name; null while unclaimed. */
  claimedByName: string | null;
};

/** A published second marking with the first evaluation it is compared with (the admin's agreement screen). */
export type MarkedPairRow = { marking: SecondMarking; first: Evaluation; attempt: Attempt };

/** Stores the blind second markings, one per drawn answer; `update` is conditional on the version read. */
export type SecondMarkingStore = {
  /** Records that the answer was drawn; nothing when it already was (a repeated submit). */
  draw(marking: SecondMarking): Promise<void>;
  find(attemptId: string): Promise<SecondMarking | null>;
  /** The second markings of these answers (those that have one), in one read. */
  findMany(attemptIds: readonly string[]): Promise<SecondMarking[]>;
  /** Inside a transaction: the row locked against concurrent claims and saves until it ends. */
  findForUpdate(attemptId: string): Promise<SecondMarking | null>;
  /** CONFLICT when the stored version is no longer `marking.version`. Returns the stored second marking. */
  update(marking: SecondMarking): Promise<SecondMarking>;
  /**
   * Unpublished second markings whose first evaluation is published and was not written by `viewerId`, oldest draw
   * first, and their count. Claims idle since `claimsIdleSince` show as unclaimed.
   */
  openPage(
    page: { limit: number; offset: number },
    query: { viewerId: string; claimsIdleSince: Date },
  ): Promise<{ items: SecondMarkingRow[]; total: number }>;
  /** Every published second marking with its published first evaluation. */
  markedPairs(): Promise<MarkedPairRow[]>;
};
