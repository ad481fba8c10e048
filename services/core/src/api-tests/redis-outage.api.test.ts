import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildMockTest } from '../application/testing/builders.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphqlOk, signUp } from './api-helpers.ts';

// Full mode with Redis unreachable: the candidate's start and submit still answer at once (the answer is stored; the
// timer is armed later by the reconcile pass), instead of hanging until the client gives up.

let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 1: every Redis command fails, as when Redis is stopped.
  t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_COMMAND_TIMEOUT_MS: '1000' } });
  await t.reset();
});
afterAll(async () => {
  await t.close();
});

it('starts and submits within 2 s while Redis is down, and stores the submission', async () => {
  const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
  await t.container.deps.mockTests.upsert(test);
  const user = await signUp('Rhea Redisless');
  await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });

  let since = Date.now();
  const { startAttempt } = await graphqlOk<{ startAttempt: { id: string } }>(
    t.app,
    'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
    { token: user.idToken, variables: { id: test.id } },
  );
  // The fault budget: neither call waits on the dead Redis for more than about a second.
  expect(Date.now() - since).toBeLessThan(2000);
  since = Date.now();
  const { submitAttempt } = await graphqlOk<{ submitAttempt: { status: string; deadlineAt: string } }>(
    t.app,
    'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { status deadlineAt } }',
    {
      token: user.idToken,
      variables: { id: startAttempt.id, answers: [{ taskKey: 'task2', text: 'Stored anyway.' }] },
    },
  );
  expect(Date.now() - since).toBeLessThan(2000);
  expect(submitAttempt.status).toBe('SUBMITTED');
  expect((await t.container.deps.attempts.findById(startAttempt.id))?.answers).toEqual([
    { taskKey: 'task2', text: 'Stored anyway.' },
  ]);
});
