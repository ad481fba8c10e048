import { grantRole } from '../application/profile/grant-role.use-case.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { graphqlOk, signUp } from './api-helpers.ts';

/** The people and the submission most API tests begin with, over the test app `t()` of the running suite. */
export function apiScenes(t: () => TestApp) {
  /** A signed-up candidate whose profile the server has created (the first `me`). */
  const asCandidate = async (name: string): Promise<TestUser> => {
    const user = await signUp(name);
    await graphqlOk(t().app, '{ me { id } }', { token: user.idToken });
    return user;
  };
  /** A signed-up user granted a staff role, as the CLI grants it. */
  const asStaff = async (name: string, role: 'tutor' | 'admin' = 'tutor'): Promise<TestUser> => {
    const user = await asCandidate(name);
    await grantRole(t().container.deps, { actor: 'system', email: user.email, role });
    return user;
  };
  /** Starts `test` as `user` and submits `text` for every task; answers the attempt's id. */
  const submit = async (user: TestUser, test: MockTest, text = 'Night trains are coming back in Europe.') => {
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
        variables: { id: started.startAttempt.id, answers: test.tasks.map((task) => ({ taskKey: task.key, text })) },
      },
    );
    return started.startAttempt.id;
  };
  return { asCandidate, asStaff, submit };
}
