import type { CriterionScore, OverallScore } from '../../domain/evaluation/evaluation.ts';
import { overallIn, type ScoringContext, scoringContextOf } from '../../domain/evaluation/scoring-context.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import { criteriaForTask, getExam } from '../../domain/exam/exam-catalogue.ts';
import { validateCriterionScores } from '../../domain/exam/overall-score.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { requireStaff } from '../shared/access.ts';

/**
 * The overall score the chosen criterion scores would give, by the exam's own formula, while a tutor grades (null
 * until every criterion of every task is scored). With the attempt named, its test's tasks and the server's own score
 * of it (TOEFL Build a Sentence) count, as at publishing. Nothing is stored.
 */
export async function previewOverall(
  deps: Pick<CoreDeps, 'attempts' | 'mockTests'>,
  input: {
    actor: Profile;
    exam: ExamKey;
    taskKeys: readonly string[];
    criterionScores: readonly CriterionScore[];
    attemptId?: string | null;
  },
): Promise<OverallScore | null> {
  requireStaff(input.actor);
  const context = input.attemptId
    ? await attemptContext(deps, input.attemptId)
    : { exam: getExam(input.exam), taskKeys: input.taskKeys };
  const { exam, taskKeys } = context;
  const scores = validateCriterionScores(exam, input.criterionScores, { taskKeys, complete: false });
  const complete = taskKeys.every((taskKey) =>
    criteriaForTask(exam.rubric, taskKey).every((criterion) =>
      scores.some((score) => score.taskKey === taskKey && score.criterion === criterion.key),
    ),
  );
  return complete ? overallIn(context, scores) : null;
}

async function attemptContext(
  deps: Pick<CoreDeps, 'attempts' | 'mockTests'>,
  attemptId: string,
): Promise<ScoringContext> {
  const attempt = await deps.attempts.findById(attemptId);
  const test = attempt ? await deps.mockTests.findById(attempt.mockTestId) : null;
  if (!attempt || !test) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'No attempt with this id.');
  return scoringContextOf(test, attempt);
}
