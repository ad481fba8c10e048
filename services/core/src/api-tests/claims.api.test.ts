import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp } from './api-helpers.ts';

// A claim nobody touches for 30 minutes lapses; the evaluation deadline is far away so it never interferes.
const idleMinutes = 30;

type ItemData = { gradingItem: { claimedByMe: boolean; claimedBy: string | null } };
const itemQuery = 'query($id: ID!) { gradingItem(attemptId: $id) { claimedByMe claimedBy } }';

describe('GraphQL: tutors’ claims expire after the idle time', () => {
  let t: TestApp;
  let test: MockTest;

  beforeAll(async () => {
    t = await createTestApp({ deadlineSeconds: 24 * 3600, env: { CLAIM_IDLE_MINUTES: String(idleMinutes) } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Commuting habits' });
    await t.container.deps.mockTests.upsert(test);
  });

  const asCandidate = async (name: string) => {
    const user = await signUp(name);
    await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    return user;
  };
  const asTutor = async (name: string) => {
    const user = await asCandidate(name);
    await grantRole(t.container.deps, { actor: 'system', email: user.email, role: 'tutor' });
    return user;
  };
  const submit = async (user: TestUser) => {
    const started = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: user.idToken, variables: { id: test.id } },
    );
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
      {
        token: user.idToken,
        variables: {
          id: started.startAttempt.id,
          answers: test.tasks.map((task) => ({ taskKey: task.key, text: 'Cities grow as people move for work.' })),
        },
      },
    );
    return started.startAttempt.id;
  };
  const claim = (tutor: TestUser, attemptId: string) =>
    graphql(t.app, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
      token: tutor.idToken,
      variables: { id: attemptId },
    });
  const save = (tutor: TestUser, attemptId: string) =>
    graphql(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { saveEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
      { token: tutor.idToken, variables: { id: attemptId, input: buildEvaluationInput(test) } },
    );
  const publish = (tutor: TestUser, attemptId: string) =>
    graphql(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
      { token: tutor.idToken, variables: { id: attemptId, input: buildEvaluationInput(test) } },
    );
  const item = async (tutor: TestUser, attemptId: string) =>
    (await graphqlOk<ItemData>(t.app, itemQuery, { token: tutor.idToken, variables: { id: attemptId } })).gradingItem;

  it('an idle claim is taken by another tutor, and the first tutor is told why their save and publish are refused', async () => {
    const [candidate, tessa, theo] = await Promise.all([
      asCandidate('Carla Costa'),
      asTutor('Tessa Tutor'),
      asTutor('Theo Tutor'),
    ]);
    const attemptId = await submit(candidate);
    expect((await claim(tessa, attemptId)).errors).toEqual([]);
    expect(errorCodes(await claim(theo, attemptId))).toEqual(['CONFLICT']);

    // Idle for the whole time: the answer shows as unclaimed and Theo takes it.
    t.clock.advanceSeconds(idleMinutes * 60);
    expect(await item(theo, attemptId)).toEqual({ claimedByMe: false, claimedBy: null });
    expect((await claim(theo, attemptId)).data).toEqual({ claimAttempt: { claimedByMe: true } });
    expect(await item(tessa, attemptId)).toEqual({ claimedByMe: false, claimedBy: 'Theo Tutor' });

    const expected = `Your claim on this answer expired after ${idleMinutes} minutes of inactivity and another tutor has taken it.`;
    for (const refused of [await save(tessa, attemptId), await publish(tessa, attemptId)]) {
      expect(errorCodes(refused)).toEqual(['CONFLICT']);
      expect(refused.errors[0]?.message).toBe(expected);
    }
    expect((await publish(theo, attemptId)).data).toEqual({ publishEvaluation: { claimedByMe: true } });
  });

  it('a saved draft keeps the claim alive', async () => {
    const [candidate, tessa, theo] = await Promise.all([
      asCandidate('Carla Costa'),
      asTutor('Tessa Tutor'),
      asTutor('Theo Tutor'),
    ]);
    const attemptId = await submit(candidate);
    await claim(tessa, attemptId);
    t.clock.advanceSeconds((idleMinutes - 1) * 60);
    expect((await save(tessa, attemptId)).errors).toEqual([]);
    t.clock.advanceSeconds((idleMinutes - 1) * 60);
    expect(await item(theo, attemptId)).toEqual({ claimedByMe: false, claimedBy: 'Tessa Tutor' });
    const refused = await claim(theo, attemptId);
    expect(refused.errors[0]?.message).toBe('Another tutor is already grading this answer.');
  });
});
