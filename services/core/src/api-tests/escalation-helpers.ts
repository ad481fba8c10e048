import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildEvaluationInput } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { graphqlOk, signUp } from './api-helpers.ts';

/** The people and steps the escalation and dashboard tests share. */
export function escalationScenes(t: () => TestApp) {
  const asCandidate = async (name: string) => {
    const user = await signUp(name);
    await graphqlOk(t().app, '{ me { id } }', { token: user.idToken });
    return user;
  };
  const asStaff = async (name: string, role: 'tutor' | 'admin') => {
    const user = await asCandidate(name);
    await grantRole(t().container.deps, { actor: 'system', email: user.email, role });
    return user;
  };
  const submit = async (user: TestUser, test: MockTest) => {
    const started = await graphqlOk<{ startAttempt: { id: string } }>(
      t().app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: user.idToken, variables: { id: test.id } },
    );
    await graphqlOk(
      t().app,
      'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
      {
        token: user.idToken,
        variables: {
          id: started.startAttempt.id,
          answers: test.tasks.map((task) => ({ taskKey: task.key, text: 'Night trains are coming back in Europe.' })),
        },
      },
    );
    return started.startAttempt.id;
  };
  const claimAndPublish = async (tutor: TestUser, attemptId: string, test: MockTest) => {
    await graphqlOk(t().app, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
      token: tutor.idToken,
      variables: { id: attemptId },
    });
    await graphqlOk(
      t().app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
      { token: tutor.idToken, variables: { id: attemptId, input: buildEvaluationInput(test) } },
    );
  };
  return { asCandidate, asStaff, submit, claimAndPublish };
}
