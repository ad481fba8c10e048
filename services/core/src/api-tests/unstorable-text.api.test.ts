import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, rest, signUp } from './api-helpers.ts';

// U+0000 cannot be stored in PostgreSQL text and a lone surrogate is not UTF-8: both used to reach the driver and
// come back as a 500. They are refused with a 400 naming the field, and nothing is written.
const nul = 'Dear Sir\u0000or Madam';
const loneSurrogate = 'Overall \ud83d good';

describe('text the database cannot store', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  const seedTest = async (overrides: Partial<MockTest> = {}) => {
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Commuting habits', ...overrides });
    await t.container.deps.mockTests.upsert(test);
    return test;
  };
  const candidate = async (name: string) => {
    const user = await signUp(name);
    await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    return user;
  };
  const start = async (user: TestUser, test: MockTest) =>
    (
      await graphqlOk<{ startAttempt: { id: string } }>(
        t.app,
        'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
        { token: user.idToken, variables: { id: test.id } },
      )
    ).startAttempt.id;
  const storedAnswers = async (user: TestUser, attemptId: string) =>
    (
      await graphqlOk<{ attempt: { answers: { text: string }[] } }>(
        t.app,
        'query($id: ID!) { attempt(id: $id) { answers { text } } }',
        { token: user.idToken, variables: { id: attemptId } },
      )
    ).attempt.answers.map((answer) => answer.text);

  describe('GraphQL', () => {
    const saveDraft =
      'mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { id } }';

    it('refuses U+0000 in an autosaved answer sent as a variable, naming the field', async () => {
      const test = await seedTest();
      const user = await candidate('Nora Null');
      const attemptId = await start(user, test);
      await graphqlOk(t.app, saveDraft, {
        token: user.idToken,
        variables: { id: attemptId, answers: [{ taskKey: test.tasks[0]?.key, text: 'First draft' }] },
      });

      const answer = await graphql(t.app, saveDraft, {
        token: user.idToken,
        variables: { id: attemptId, answers: [{ taskKey: test.tasks[0]?.key, text: nul }] },
      });

      expect(answer.status).toBe(400);
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors[0]?.message).toBe(
        'variables.answers[0].text contains a null character (U+0000), which cannot be stored. Remove that character and send the text again.',
      );
      expect(await storedAnswers(user, attemptId)).toEqual(['First draft']);
    });

    it('refuses a lone surrogate in an autosaved answer', async () => {
      const test = await seedTest();
      const user = await candidate('Sam Surrogate');
      const attemptId = await start(user, test);

      const answer = await graphql(t.app, saveDraft, {
        token: user.idToken,
        variables: { id: attemptId, answers: [{ taskKey: test.tasks[0]?.key, text: loneSurrogate }] },
      });

      expect(answer.status).toBe(400);
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors[0]?.message).toMatch(
        /^variables\.answers\[0\]\.text contains an unpaired UTF-16 surrogate \(U\+D83D\)/,
      );
      expect(await storedAnswers(user, attemptId)).toEqual([]);
    });

    it('refuses U+0000 written as an escape in an inline literal of the query', async () => {
      const test = await seedTest();
      const user = await candidate('Ian Inline');
      const attemptId = await start(user, test);

      const answer = await graphql(
        t.app,
        `mutation { saveDraft(attemptId: "${attemptId}", answers: [{ taskKey: "${test.tasks[0]?.key}", text: "Dear\\u0000Sir" }]) { id } }`,
        { token: user.idToken },
      );

      expect(answer.status).toBe(400);
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors[0]?.message).toMatch(
        /^saveDraft\(answers\[0\]\.text\) contains a null character \(U\+0000\)/,
      );
      expect(await storedAnswers(user, attemptId)).toEqual([]);
    });

    it('refuses U+0000 in a profile field', async () => {
      const user = await candidate('Paula Profile');
      const targetScore = { reading: '7', writing: '7.5\u0000', listening: '8', speaking: '7' };

      const answer = await graphql(
        t.app,
        'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { targetScore { writing } } }',
        { token: user.idToken, variables: { input: { targetScore } } },
      );

      expect(answer.status).toBe(400);
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors[0]?.message).toMatch(/^variables\.input\.targetScore\.writing contains a null character/);
      const me = await graphqlOk<{ me: { targetScore: { writing: string } } }>(
        t.app,
        '{ me { targetScore { writing } } }',
        {
          token: user.idToken,
        },
      );
      expect(me.me.targetScore.writing).toBe('');
    });

    it("refuses a lone surrogate in an evaluation's label, and the tutor's evaluation is not saved", async () => {
      const test = await seedTest();
      const writer = await candidate('Wanda Writer');
      const attemptId = await start(writer, test);
      await graphqlOk(
        t.app,
        'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
        {
          token: writer.idToken,
          variables: { id: attemptId, answers: test.tasks.map((task) => ({ taskKey: task.key, text: 'An essay.' })) },
        },
      );
      const tutor = await verifiedTutor('Theo Tutor');
      await graphqlOk(t.app, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
        token: tutor.idToken,
        variables: { id: attemptId },
      });

      const input = buildEvaluationInput(test, {
        strengths: [{ label: `Cohesion ${loneSurrogate}`, text: 'Linking words are varied.' }],
      });
      const answer = await graphql(
        t.app,
        'mutation($id: ID!, $input: EvaluationInput!) { saveEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
        { token: tutor.idToken, variables: { id: attemptId, input } },
      );

      expect(answer.status).toBe(400);
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors[0]?.message).toMatch(/^variables\.input\.strengths\[0\]\.label contains an unpaired UTF-16/);
      const item = await graphqlOk<{ gradingItem: { evaluation: unknown } }>(
        t.app,
        'query($id: ID!) { gradingItem(attemptId: $id) { evaluation { id } } }',
        { token: tutor.idToken, variables: { id: attemptId } },
      );
      expect(item.gradingItem.evaluation).toBeNull();
    });

    const verifiedTutor = async (name: string) => {
      const user = await candidate(name);
      await grantRole(t.container.deps, { actor: 'system', email: user.email, role: 'tutor' });
      return user;
    };
  });

  describe('REST /v1/api', () => {
    const createProfile = async (user: TestUser) => {
      const created = await rest(t.app, 'POST', '/v1/api/users', {
        token: user.idToken,
        body: { UserId: user.uid, Email: user.email, FullName: 'Rita Rest' },
      });
      expect(created.status, created.raw).toBe(200);
      return created.body as { Id: string; TargetScore: Record<string, string> };
    };
    const record = (user: TestUser, test: MockTest) => ({
      UId: user.uid,
      Status: 1,
      TT: 60,
      TO: false,
      QId: test.id,
      SelectedTest: 6,
    });
    const storedUA = async (user: TestUser) => {
      const list = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${user.uid}`, { token: user.idToken });
      return (list.body as { UA: string }[]).map((response) => response.UA);
    };

    it('refuses U+0000 in the answer UA, naming it, and keeps the saved answer', async () => {
      const user = await signUp('Rita Rest');
      await createProfile(user);
      const test = await seedTest({ id: 'ielts-rest-1' });
      const first = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: user.idToken,
        body: { ...record(user, test), UA: 'Dear Dr Lee,' },
      });
      expect(first.status, first.raw).toBe(200);

      const answer = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: user.idToken,
        body: { ...record(user, test), UA: nul },
      });

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: {
          code: 'BAD_USER_INPUT',
          message:
            'UA contains a null character (U+0000), which cannot be stored. Remove that character and send the text again.',
          reason: 'UNSTORABLE_TEXT',
          requestId: expect.any(String),
        },
      });
      expect(await storedUA(user)).toEqual(['Dear Dr Lee,']);
    });

    it('refuses a number for the answer UA instead of storing it as text', async () => {
      const user = await signUp('Nico Number');
      await createProfile(user);
      const test = await seedTest({ id: 'ielts-rest-2' });

      const answer = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: user.idToken,
        body: { ...record(user, test), UA: 12345 },
      });

      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'body/UA must be string',
        reason: 'VALIDATION_FAILED',
        requestId: expect.any(String),
      });
      expect(await storedUA(user)).toEqual([]);
    });

    it('refuses a lone surrogate in a profile field of a PUT and keeps the profile', async () => {
      const user = await signUp('Lena Lone');
      const profile = await createProfile(user);

      const answer = await rest(t.app, 'PUT', `/v1/api/users/${profile.Id}`, {
        token: user.idToken,
        body: { TargetScore: { Reading: '7', Writing: loneSurrogate, Listening: '8', Speaking: '7' } },
      });

      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('BAD_USER_INPUT');
      expect(answer.body.error.message).toMatch(
        /^TargetScore\.Writing contains an unpaired UTF-16 surrogate \(U\+D83D\)/,
      );
      const read = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken });
      expect(read.body.TargetScore).toEqual(profile.TargetScore);
    });
  });
});
