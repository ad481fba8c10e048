import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockTest } from '../application/testing/builders.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp, waitUntil } from './api-helpers.ts';
import { mailsTo } from './payment-helpers.ts';

// A deadline short enough to pass during the test, with nobody grading.
const deadlineSeconds = 1;

describe('GraphQL: an evaluation that misses its deadline', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ deadlineSeconds });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  it('credits the candidate one extra test, shown on the profile, that opens the next test, with one apology', async () => {
    const user = await signUp('Lena Late');
    const me = await graphqlOk<{ me: { selectedExam: string; extraTests: number } }>(
      t.app,
      '{ me { selectedExam extraTests } }',
      { token: user.idToken },
    );
    expect(me.me.extraTests).toBe(0);
    const exam = me.me.selectedExam as 'OETNurses';
    const first = buildMockTest({ exam, sequence: 1 });
    const second = buildMockTest({ exam, sequence: 2 });
    for (const test of [first, second]) await t.container.deps.mockTests.upsert(test);
    const start = (id: string) =>
      graphql<{ startAttempt: { id: string } }>(t.app, 'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }', {
        token: user.idToken,
        variables: { id },
      });
    expect(errorCodes(await start(second.id))).toEqual(['FORBIDDEN']);

    const started = await start(first.id);
    const attemptId = started.data?.startAttempt.id;
    await graphqlOk(t.app, 'mutation($id: ID!) { submitAttempt(attemptId: $id, answers: []) { id } }', {
      token: user.idToken,
      variables: { id: attemptId },
    });
    const extraTests = async () =>
      (await graphqlOk<{ me: { extraTests: number } }>(t.app, '{ me { extraTests } }', { token: user.idToken })).me
        .extraTests;
    await waitUntil(async () => (await extraTests()) > 0, 15_000, 'the late-evaluation credit');

    expect(await extraTests()).toBe(1);
    expect((await mailsTo(t, user.email)).map((mail) => mail.subject)).toEqual([
      'Sorry: your evaluation is late, and a free test is on us',
    ]);
    expect(errorCodes(await start(second.id))).toEqual([]);
  });
});
