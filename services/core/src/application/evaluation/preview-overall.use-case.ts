import type { CriterionScore, OverallScore } from '../../domain/evaluation/evaluation.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import { criteriaForTask, getExam } from '../../domain/exam/exam-catalogue.ts';
import { overallScore, validateCriterionScores } from '../../domain/exam/overall-score.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { requireStaff } from '../shared/access.ts';

/**
 * The overall score the chosen criterion scores would give, by the exam's own formula, while a tutor grades (null
 * until every criterion of every task is scored). Nothing is stored.
 */
export function previewOverall(input: {
  actor: Profile;
  exam: ExamKey;
  taskKeys: readonly string[];
  criterionScores: readonly CriterionScore[];
}): OverallScore | null {
  requireStaff(input.actor);
  const exam = getExam(input.exam);
  const scores = validateCriterionScores(exam, input.criterionScores, { taskKeys: input.taskKeys, complete: false });
  const complete = input.taskKeys.every((taskKey) =>
    criteriaForTask(exam.rubric, taskKey).every((criterion) =>
      scores.some((score) => score.taskKey === taskKey && score.criterion === criterion.key),
    ),
  );
  return complete ? overallScore(exam, scores, input.taskKeys) : null;
}
