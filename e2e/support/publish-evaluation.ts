import { type Account, type Exam, graphqlAs } from './accounts.ts';

// A tutor's evaluation published through the GraphQL API, for browser tests that check only what the candidate sees.

/** A comment anchored to characters start..end of the answer to the task `taskKey`. */
export type AnchoredComment = { taskKey: string; start: number; end: number; criterion: string; text: string };

/**
 * The tutor claims the attempt and publishes a score for every criterion, with the revised answer given (and the
 * anchored comments, if any).
 */
export async function publishEvaluation(
  tutor: Account,
  attemptId: string,
  exam: Exam,
  score: number | ((criterion: string, taskKey: string) => number),
  revisedAnswer: string,
  comments: AnchoredComment[] = [],
): Promise<void> {
  const { exams } = await graphqlAs<{
    exams: { key: string; rubric: { criteria: { taskKey: string | null; key: string }[] } }[];
  }>(tutor, 'query { exams { key rubric { criteria { taskKey key } } } }');
  const { claimAttempt } = await graphqlAs<{ claimAttempt: { attempt: { mockTest: { tasks: { key: string }[] } } } }>(
    tutor,
    'mutation($id: ID!) { claimAttempt(attemptId: $id) { attempt { mockTest { tasks { key } } } } }',
    { id: attemptId },
  );
  const criteria = exams.find((item) => item.key === exam)?.rubric.criteria ?? [];
  const criterionScores = claimAttempt.attempt.mockTest.tasks.flatMap((task) =>
    criteria
      .filter((criterion) => criterion.taskKey === null || criterion.taskKey === task.key)
      .map((criterion) => ({
        taskKey: task.key,
        criterion: criterion.key,
        score: typeof score === 'number' ? score : score(criterion.key, task.key),
      })),
  );
  await graphqlAs(
    tutor,
    'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
    {
      id: attemptId,
      input: {
        criterionScores,
        strengths: [{ label: 'Overview', text: 'A clear overview of the main trends.' }],
        weaknesses: [{ label: 'Grammar', text: 'Subject and verb do not always agree.' }],
        areasOfImprovement: [{ label: 'Accuracy', text: 'Check each verb against its subject.' }],
        feedback: 'Good structure; check agreement.',
        revisedAnswer,
        ...(comments.length > 0 ? { comments } : {}),
      },
    },
  );
}
