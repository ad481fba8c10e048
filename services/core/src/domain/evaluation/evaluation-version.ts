import type { AnchoredComment } from './anchored-comment.ts';
import type { CriterionScore, LabelText, OverallScore, TaskText } from './evaluation.ts';

/**
 * One published state of an evaluation, never changed once stored: version 1 is the first publication, each amend
 * before the release adds the next number with who amended it and when.
 */
export type EvaluationVersion = {
  id: string;
  evaluationId: string;
  attemptId: string;
  /** 1, 2, 3, ... per evaluation, without gaps. */
  number: number;
  /** The profile id of the tutor who published this version. */
  publishedBy: string;
  publishedAt: Date;
  overall: OverallScore | null;
  criterionScores: CriterionScore[];
  strengths: LabelText[];
  weaknesses: LabelText[];
  areasOfImprovement: LabelText[];
  feedback: string;
  revisedAnswers: TaskText[];
  comments: AnchoredComment[];
};
