import type { AnchoredComment } from './anchored-comment.ts';

export type LabelText = { label: string; text: string };
/** A text written for one task of the test, e.g. the tutor's revision of that task's answer. */
export type TaskText = { taskKey: string; text: string };
export type CriterionScore = { taskKey: string; criterion: string; score: number };
export type OverallScore = {
  value: number;
  display: string;
  grade: string | null;
  /**
   * IELTS only: the weighted mean of the task bands (Task 2 twice Task 1) before this product rounds it to the half
   * band that `value` holds. Absent for the other exams, and on scores computed before it was recorded.
   */
  weightedMean?: number;
};

export type Evaluation = {
  id: string;
  attemptId: string;
  tutorId: string;
  rubricVersion: string;
  criterionScores: CriterionScore[];
  overall: OverallScore | null;
  strengths: LabelText[];
  weaknesses: LabelText[];
  areasOfImprovement: LabelText[];
  feedback: string;
  /** The tutor's revision of each written task's answer, in the test's task order; a task not revised has none. */
  revisedAnswers: TaskText[];
  /** Comments on passages of the submitted answers, in the tutor's order. */
  comments: AnchoredComment[];
  publishedAt: Date | null;
  updatedAt: Date;
  /** Incremented by every stored change (concurrent saves and publishes). */
  version: number;
};
