import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { type GraphqlAnswer, graphql, graphqlOk, rest, signUp } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// The refusals an integrator meets, each told apart by its reason (extensions.reason, REST error.reason) beside the
// coarse code, while the message stays the one people read.

/** Each error of an answer as code and reason. */
const refusals = (answer: GraphqlAnswer<unknown>) =>
  answer.errors.map((error) => ({ code: error.extensions?.code, reason: error.extensions?.reason }));

const startMutation = 'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }';
const saveDraftMutation =
  'mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { id } }';
const claimMutation = 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }';

describe('error reasons: what an integrator branches on', () => {
  let t: TestApp;
  let free: MockTest;
  let locked: MockTest;

  beforeAll(async () => {
    t = await createTestApp({ deadlineSeconds: 24 * 3600 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    free = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Commuting habits' });
    locked = buildMockTest({ exam: 'IELTSAcademic', sequence: 2, title: 'Second test' });
    await t.container.deps.mockTests.upsert(free);
    await t.container.deps.mockTests.upsert(locked);
  });

  const { asCandidate, asStaff, submit } = apiScenes(() => t);
  const start = (user: TestUser, test: MockTest) =>
    graphql<{ startAttempt: { id: string } }>(t.app, startMutation, {
      token: user.idToken,
      variables: { id: test.id },
    });
  const saveDraft = (user: TestUser, attemptId: string, text = 'A first sentence.') =>
    graphql(t.app, saveDraftMutation, {
      token: user.idToken,
      variables: { id: attemptId, answers: [{ taskKey: free.tasks[0]?.key, text }] },
    });

  it('PLAN_REQUIRED: a test outside the plan cannot be started', async () => {
    const candidate = await asCandidate('Lina Locked');

    const refused = await start(candidate, locked);

    expect(refusals(refused)).toEqual([{ code: 'FORBIDDEN', reason: 'PLAN_REQUIRED' }]);
    expect(refused.errors[0]?.message).toBe('This test is not included in your plan.');
  });

  it('TIME_UP: nothing is saved after the end of the test', async () => {
    const candidate = await asCandidate('Tomas Timeup');
    const attemptId = (
      await graphqlOk<{ startAttempt: { id: string } }>(t.app, startMutation, {
        token: candidate.idToken,
        variables: { id: free.id },
      })
    ).startAttempt.id;

    t.clock.advanceSeconds(2 * 3600);

    expect(refusals(await saveDraft(candidate, attemptId))).toEqual([{ code: 'CONFLICT', reason: 'TIME_UP' }]);
  });

  it('ALREADY_SUBMITTED: a submitted attempt cannot be saved again', async () => {
    const candidate = await asCandidate('Sami Submitted');
    const attemptId = await submit(candidate, free);

    expect(refusals(await saveDraft(candidate, attemptId))).toEqual([
      { code: 'CONFLICT', reason: 'ALREADY_SUBMITTED' },
    ]);
  });

  it('ALREADY_CLAIMED and ROLE_REQUIRED: the grading of another tutor, and grading as a candidate', async () => {
    const [candidate, tessa, theo] = await Promise.all([
      asCandidate('Carla Claimed'),
      asStaff('Tessa Tutor'),
      asStaff('Theo Tutor'),
    ]);
    const attemptId = await submit(candidate, free);
    const claim = (user: TestUser) =>
      graphql(t.app, claimMutation, { token: user.idToken, variables: { id: attemptId } });
    expect((await claim(tessa)).errors).toEqual([]);

    expect(refusals(await claim(theo))).toEqual([{ code: 'CONFLICT', reason: 'ALREADY_CLAIMED' }]);
    expect(refusals(await claim(candidate))).toEqual([{ code: 'FORBIDDEN', reason: 'ROLE_REQUIRED' }]);
    const queue = await graphql(t.app, '{ evaluationQueue { total } }', { token: candidate.idToken });
    expect(refusals(queue)).toEqual([{ code: 'FORBIDDEN', reason: 'ROLE_REQUIRED' }]);
  });

  it('RELEASE_PENDING: an answer is rewritten only once its evaluation is released', async () => {
    const candidate = await asCandidate('Rita Rewrite');
    const attemptId = await submit(candidate, free);

    const early = await graphql(t.app, 'mutation($id: ID!) { startRewrite(attemptId: $id) { id } }', {
      token: candidate.idToken,
      variables: { id: attemptId },
    });

    expect(refusals(early)).toEqual([{ code: 'CONFLICT', reason: 'RELEASE_PENDING' }]);
  });

  it('NOT_FOUND and NOT_OWNER: an unknown id, and the attempt of another candidate', async () => {
    const [owner, other] = await Promise.all([asCandidate('Olga Owner'), asCandidate('Otto Other')]);
    const attemptId = (
      await graphqlOk<{ startAttempt: { id: string } }>(t.app, startMutation, {
        token: owner.idToken,
        variables: { id: free.id },
      })
    ).startAttempt.id;

    const unknown = await graphql(t.app, startMutation, { token: owner.idToken, variables: { id: 'no-such-test' } });
    expect(refusals(unknown)).toEqual([{ code: 'NOT_FOUND', reason: 'NOT_FOUND' }]);
    expect(refusals(await saveDraft(other, attemptId))).toEqual([{ code: 'FORBIDDEN', reason: 'NOT_OWNER' }]);
  });

  it('NOT_SIGNED_IN and SIGN_IN_EXPIRED: no token, and a token that is not valid', async () => {
    expect(refusals(await graphql(t.app, '{ me { id } }'))).toEqual([
      { code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' },
    ]);
    expect(refusals(await graphql(t.app, '{ me { id } }', { token: 'not-a-token' }))).toEqual([
      { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_EXPIRED' },
    ]);
  });

  it('TEXT_TOO_LONG, VALUE_REQUIRED and VALIDATION_FAILED: input the server refuses, and variables the schema refuses', async () => {
    const candidate = await asCandidate('Vera Valid');
    const attemptId = (
      await graphqlOk<{ startAttempt: { id: string } }>(t.app, startMutation, {
        token: candidate.idToken,
        variables: { id: free.id },
      })
    ).startAttempt.id;

    const tooLong = await saveDraft(candidate, attemptId, 'x'.repeat(20_001));
    expect(refusals(tooLong)).toEqual([{ code: 'BAD_USER_INPUT', reason: 'TEXT_TOO_LONG' }]);
    expect(tooLong.errors[0]?.message).toBe('An answer may be at most 20,000 characters.');

    const blankName = await graphql(t.app, 'mutation { updateMyProfile(input: { fullName: "   " }) { id } }', {
      token: candidate.idToken,
    });
    expect(refusals(blankName)).toEqual([{ code: 'BAD_USER_INPUT', reason: 'VALUE_REQUIRED' }]);

    const unknownExam = await graphql(t.app, 'query($exam: ExamKey!) { mockTests(exam: $exam) { id } }', {
      token: candidate.idToken,
      variables: { exam: 'NO_SUCH_EXAM' },
    });
    expect(refusals(unknownExam)).toEqual([{ code: 'BAD_USER_INPUT', reason: 'VALIDATION_FAILED' }]);
  });

  describe('over REST (/v1/api): error.reason beside the code, message and request id', () => {
    it('PROFILE_NOT_FOUND, NOT_SIGNED_IN and NOT_OWNER', async () => {
      const newcomer = await signUp('Nadia New');
      const missing = await rest(t.app, 'GET', `/v1/api/users/${newcomer.uid}`, { token: newcomer.idToken });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: 'This user has no profile yet.',
          reason: 'PROFILE_NOT_FOUND',
          requestId: expect.any(String),
        },
      });

      const anonymous = await rest(t.app, 'GET', `/v1/api/users/${newcomer.uid}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' });

      const [writer, other] = await Promise.all([asCandidate('Wanda Writer'), asCandidate('Oren Other')]);
      const record = { UId: other.uid, Status: 1, TT: 10, TO: false, QId: free.id, UA: 'Fine.', TaskType: 3 };
      const foreign = await rest(t.app, 'POST', '/v1/api/writingresponse', { token: writer.idToken, body: record });
      expect(foreign.status).toBe(403);
      expect(foreign.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
    });

    it('VALIDATION_FAILED for a body its JSON Schema refuses, PLAN_REQUIRED for a locked test', async () => {
      const writer = await asCandidate('Willa Writer');
      const record = { UId: writer.uid, Status: 1, TT: 10, TO: false, QId: free.id, UA: 'Fine.', TaskType: 3 };

      const malformed = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: writer.idToken,
        body: { ...record, TT: 'two minutes' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'VALIDATION_FAILED' });

      const lockedRecord = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: writer.idToken,
        body: { ...record, QId: locked.id },
      });
      expect(lockedRecord.status).toBe(403);
      expect(lockedRecord.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'PLAN_REQUIRED' });
    });
  });
});
