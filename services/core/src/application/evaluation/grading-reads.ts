import type { GradingRow } from './grading-row.ts';
import type { QueueQuery } from './queue-filter.ts';

/**
 * The tutor's read side, each answer in one read however many entries a page holds (the queue used to cost three
 * queries per entry).
 */
export type GradingReads = {
  /**
   * Submitted attempts awaiting release that match the filter, oldest deadline first (then oldest submission, then
   * id), and their count.
   */
  queuePage(
    page: { limit: number; offset: number },
    query: QueueQuery,
  ): Promise<{ items: GradingRow[]; total: number }>;
  /**
   * Evaluations the tutor published, newest first, whose candidate's name or e-mail or test title contains `search`
   * (any case), and their count.
   */
  gradedPage(
    page: { limit: number; offset: number },
    query: { tutorId: string; search: string },
  ): Promise<{ items: GradingRow[]; total: number }>;
  /** One attempt with its candidate, evaluation and claiming tutor's name; null when there is no such attempt. */
  gradingRow(attemptId: string): Promise<GradingRow | null>;
};
