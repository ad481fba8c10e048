import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { GradingRow } from './grading-row.ts';
import type { QueueQuery } from './queue-filter.ts';

/**
 * The tutor's read side, each answer in one read however many entries a page holds (the queue used to cost three
 * queries per entry).
 */
export type GradingReads = {
  /**
   * Submitted attempts awaiting release that match the filter, oldest deadline first (then oldest submission, then
   * id), and their count. With `summary`, what the queue's list never shows may come back empty: the attempts'
   * answers and task clocks and the evaluations' content (scores, texts, comments); for a caller that reads nothing of
   * them (the GraphQL queue checks the query's fields), an implementation may skip reading them.
   */
  queuePage(
    page: { limit: number; offset: number },
    query: QueueQuery,
    options?: { summary?: boolean },
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

/** An evaluation's content as a summary read leaves it (GradingReads.queuePage): a fresh object each call. */
export function emptiedEvaluationContent(): Pick<
  Evaluation,
  | 'criterionScores'
  | 'overall'
  | 'strengths'
  | 'weaknesses'
  | 'areasOfImprovement'
  | 'feedback'
  | 'revisedAnswers'
  | 'comments'
> {
  return {
    criterionScores: [],
    overall: null,
    strengths: [],
    weaknesses: [],
    areasOfImprovement: [],
    feedback: '',
    revisedAnswers: [],
    comments: [],
  };
}
