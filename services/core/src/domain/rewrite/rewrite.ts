import type { Answer } from '../attempt/attempt.ts';
import type { CriterionScore, OverallScore } from '../evaluation/evaluation.ts';
import type { ExamKey } from '../exam/exam.ts';

/** The tutor's judgement of whether the rewrite fixed what the evaluation found weak in one criterion. */
export const recheckVerdicts = ['Fixed', 'PartlyFixed', 'NotYetFixed'] as const;
export type RecheckVerdict = (typeof recheckVerdicts)[number];

/** One rubric criterion of one task, rechecked against the rewrite. */
export type CriterionRecheck = { taskKey: string; criterion: string; verdict: RecheckVerdict; comment: string };

/**
 * The candidate's one rewrite of an evaluated answer: the same test, written again under the same time limit after the
 * evaluation was released, then rechecked by a tutor per rubric criterion. It uses no test of the plan.
 */
export type Rewrite = {
  id: string;
  /** The evaluated attempt rewritten; at most one rewrite per attempt (unique key). */
  originalAttemptId: string;
  userId: string;
  mockTestId: string;
  exam: ExamKey;
  answers: Answer[];
  startedAt: Date;
  /** startedAt + the test's own time limit, by the server's clock. */
  endsAt: Date;
  submittedAt: Date | null;
  /** Submitted by the server with the last saved text because the time ran out. */
  timedOut: boolean;
  /** When the candidate may see the recheck: submittedAt + the plan's evaluation minutes, as for evaluations. */
  deadlineAt: Date | null;
  /**
   * The tutor's verdicts, once the recheck is published (empty before): one for every criterion whose original score
   * was below its maximum, and for any other criterion the tutor chose to judge.
   */
  checks: CriterionRecheck[];
  /** The rewrite's scores, every criterion of every task (the rubric's min, max and step); empty when not re-scored. */
  criterionScores: CriterionScore[];
  /** The updated overall estimate computed from criterionScores as for the evaluation; null when not re-scored. */
  overall: OverallScore | null;
  recheckedBy: string | null;
  /** When the tutor published the recheck (final); null before. */
  recheckedAt: Date | null;
  /** When the candidate was told by mail that the recheck is released; set once, so one mail goes out. */
  recheckNotifiedAt: Date | null;
  updatedAt: Date;
  /** Incremented by every stored change; a write based on an older version is refused. */
  version: number;
};
