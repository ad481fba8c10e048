import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { GradingRow } from '../evaluation/grading-row.ts';
import type { QueueQuery } from '../evaluation/queue-filter.ts';

/**
 * A slice of a list in its stable order: at most `first` entries after the entry whose id is `afterId` (from the
 * start when null). The sort key is read from that entry's stored row, so a slice continues exactly where the last
 * one ended however many entries were added meanwhile. One more than `first` may come back: the caller learns from
 * it whether a next slice exists.
 */
export type Slice = { first: number; afterId: string | null };

/** Keyset reads for the lists integrators page through (GraphQL connections). */
export type KeysetReads = {
  /** True when `attemptId` is one of the user's attempts (a cursor of that list may name it). */
  isAttemptOfUser(userId: string, attemptId: string): Promise<boolean>;
  /** The user's attempts, newest start first (then id), after the given one. */
  attemptsOfUser(userId: string, slice: Slice): Promise<Attempt[]>;
  /** True when `attemptId` names a submitted attempt (a queue cursor may name one that has left the queue since). */
  isSubmittedAttempt(attemptId: string): Promise<boolean>;
  /** The queue in its order (oldest deadline first, none last, then submission, then id), after the given entry. */
  queue(query: QueueQuery, slice: Slice): Promise<GradingRow[]>;
  /** True when the tutor published the evaluation of `attemptId` (a cursor of their graded work may name it). */
  isGradedBy(tutorId: string, attemptId: string): Promise<boolean>;
  /** The evaluations the tutor published, newest publication first (then attempt id), after the given attempt's. */
  gradedBy(tutorId: string, slice: Slice): Promise<GradingRow[]>;
};
