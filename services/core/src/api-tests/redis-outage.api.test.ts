import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildMockTest } from '../application/testing/builders.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphqlOk, signUp } from './api-helpers.ts';

// Full mode with Redis unreachable: the candidate's start and submit still answer at once (the answer is stored; the
// timer is armed later by the reconcile pass), instead of hanging until the client gives up.

// Each call may wait on the dead Redis once, for one command timeout. The bound is two timeouts: a second wait alone
// would reach it, while the rest of the call has a whole timeout of slack on a busy machine.
const commandTimeoutMs = 3000;

let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 1: every Redis command fails, as when Redis is stopped.
  t = await createTestApp({
    env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_COMMAND_TIMEOUT_MS: String(commandTimeoutMs) },
  });
  await t.reset();
});
afterAll(async () => {
  await t.close();
});

it('starts and submits after at most one Redis timeout while Redis is down, and stores the submission', async () => {
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
  expect(Date.now() - since).toBeLessThan(2 * commandTimeoutMs);
  since = Date.now();
  const { submitAttempt } = await graphqlOk<{ submitAttempt: { status: string; deadlineAt: string } }>(
    t.app,
    'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { status deadlineAt } }',
    {
      token: user.idToken,
      variables: { id: startAttempt.id, answers: [{ taskKey: 'task2', text: 'Stored anyway.' }] },
    },
  );
  expect(Date.now() - since).toBeLessThan(2 * commandTimeoutMs);
  expect(submitAttempt.status).toBe('SUBMITTED');
  expect((await t.container.deps.attempts.findById(startAttempt.id))?.answers).toEqual([
    { taskKey: 'task2', text: 'Stored anyway.' },
  ]);
});
