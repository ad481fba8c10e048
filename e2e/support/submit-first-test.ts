import { type Account, type Exam, graphqlAs } from './accounts.ts';

// A submission made through the GraphQL API (no browser), for tests about what follows it: the queue, grading,
// deadlines and webhooks.

/**
 * Starts the first test of `exam` open to `account` (lowest sequence among the unlocked) and submits `text` as the
 * answer of every task, or of the tasks in `taskKeys` only. Answers the attempt's id (also its deadline timer's id).
 */
export async function submitFirstTest(
  account: Account,
  exam: Exam,
  text: string,
  taskKeys?: string[],
): Promise<string> {
  const { mockTests } = await graphqlAs<{ mockTests: { id: string; unlocked: boolean; sequence: number }[] }>(
    account,
    'query ($exam: ExamKey!) { mockTests(exam: $exam) { id unlocked sequence } }',
    { exam },
  );
  const first = mockTests.filter((test) => test.unlocked).sort((a, b) => a.sequence - b.sequence)[0];
  if (!first) throw new Error(`No ${exam} test is open to ${account.email}.`);
  const { startAttempt } = await graphqlAs<{ startAttempt: { id: string; mockTest: { tasks: { key: string }[] } } }>(
    account,
    'mutation ($id: ID!) { startAttempt(mockTestId: $id) { id mockTest { tasks { key } } } }',
    { id: first.id },
  );
  const keys = taskKeys ?? startAttempt.mockTest.tasks.map((task) => task.key);
  await graphqlAs(
    account,
    'mutation ($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    { id: startAttempt.id, answers: keys.map((taskKey) => ({ taskKey, text })) },
  );
  return startAttempt.id;
}
