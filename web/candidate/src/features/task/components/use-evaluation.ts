import { useQuery } from '@apollo/client/react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { useAuth } from '../../../shared/auth/auth-context';
import { desiredWritingScore } from '../../../shared/lib/desired-score';
import { AttemptRewriteQuery } from '../graphql/rewrite.operations';
import { TaskRubricQuery } from '../graphql/task.operations';
import { writtenTasks } from '../lib/sentence-order';

/** What the evaluation shows besides the evaluation itself: the rubric, the candidate's target, the held revision. */
export function useEvaluation(attempt: TaskAttemptFieldsFragment) {
  const { data } = useQuery(TaskRubricQuery);
  const { profile } = useAuth();
  const rubric = data?.exams.find((exam) => exam.key === attempt.mockTest.exam)?.rubric;
  const tasks = attempt.mockTest.tasks;
  // The tutor's revision and comments concern the written tasks; Build a Sentence has its own result.
  const written = writtenTasks(tasks);
  const criterion = (taskKey: string, key: string) =>
    rubric?.criteria.find((c) => c.key === key && (c.taskKey === null || c.taskKey === taskKey));
  const criterionLabel = (taskKey: string, key: string) => criterion(taskKey, key)?.label ?? key;
  const taskTitle = (taskKey: string) => tasks.find((task) => task.key === taskKey)?.title ?? taskKey;
  // The target the candidate gave for this attempt's exam, never another exam's.
  const targetText = desiredWritingScore(profile, attempt.mockTest.exam);
  // While a rewrite waits for its released recheck the server holds the revision back (the rewrite panel reads the
  // same query, so this costs no request of its own).
  const rewrite = useQuery(AttemptRewriteQuery, { variables: { attemptId: attempt.id } }).data?.attempt?.rewrite;
  const revisionHeld = rewrite != null && rewrite.checks.length === 0;
  return { written, criterion, criterionLabel, taskTitle, targetText, revisionHeld };
}
