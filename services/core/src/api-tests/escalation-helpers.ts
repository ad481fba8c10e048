import { buildEvaluationInput } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { graphqlOk } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

/** The people and steps the escalation and dashboard tests share. */
export function escalationScenes(t: () => TestApp) {
  const { asCandidate, asStaff, submit } = apiScenes(t);
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
