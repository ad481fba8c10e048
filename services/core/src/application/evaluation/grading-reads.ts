import type { QueueEntry } from './queue-entry.ts';

/** A queue entry as read in one go: everything but the test, which comes from the question bank in memory. */
export type GradingRow = Omit<QueueEntry, 'test'> & { claimedByName: string | null };

/**
 * The tutor's read side, each answer in one read however many entries a page holds (the queue used to cost three
 * queries per entry).
 */
export type GradingReads = {
  /** Submitted attempts awaiting release, oldest deadline first (then oldest submission, then id), and their count. */
  queuePage(page: { limit: number; offset: number }): Promise<{ items: GradingRow[]; total: number }>;
  /** One attempt with its candidate, evaluation and claiming tutor's name; null when there is no such attempt. */
  gradingRow(attemptId: string): Promise<GradingRow | null>;
};
