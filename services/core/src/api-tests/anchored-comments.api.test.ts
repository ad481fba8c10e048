import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp, waitUntil } from './api-helpers.ts';

// Long enough for the tutor's steps to finish before the deadline, short enough to wait for in a test.
const deadlineSeconds = 6;

const task1Answer = 'The chart compares commuting by car and by train in four cities.';
const task2Answer = 'Some people believe that working from home will end commuting.';

type Comment = { taskKey: string; start: number; end: number; criterion: string; text: string };

describe('GraphQL: comments anchored to passages of the answer', () => {
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

  const asCandidate = async (name: string) => {
    const user = await signUp(name);
    await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    return user;
  };
  const submittedAttempt = async (user: TestUser) => {
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Commuting habits' });
    await t.container.deps.mockTests.upsert(test);
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
          answers: [
            { taskKey: 'task1', text: task1Answer },
            { taskKey: 'task2', text: task2Answer },
          ],
        },
      },
    );
    return { test, attemptId: started.startAttempt.id };
  };
  const evaluationMutation = (
    name: 'saveEvaluation' | 'publishEvaluation',
  ) => `mutation($id: ID!, $input: EvaluationInput!) {
    ${name}(attemptId: $id, input: $input) { evaluation { published comments { taskKey start end criterion text } } } }`;
  const candidateComments = async (user: TestUser, attemptId: string) =>
    (
      await graphqlOk<{ attempt: { status: string; evaluation: { comments: Comment[] } | null } }>(
        t.app,
        'query($id: ID!) { attempt(id: $id) { status evaluation { comments { taskKey start end criterion text } } } }',
        { token: user.idToken, variables: { id: attemptId } },
      )
    ).attempt;

  it('stores the comments with the draft and the publication; the candidate reads them only after release', async () => {
    const amira = await asCandidate('Amira Haddad');
    const other = await asCandidate('Other Oscar');
    const tutor = await asCandidate('Tobias Tutor');
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    const { test, attemptId } = await submittedAttempt(amira);

    const start = task1Answer.indexOf('commuting');
    const first: Comment = {
      taskKey: 'task1',
      start,
      end: start + 'commuting'.length,
      criterion: 'lexicalResource',
      text: 'Say “travelling to work” once, then vary it.',
    };
    const draft = await graphqlOk<{ saveEvaluation: { evaluation: { comments: Comment[] } } }>(
      t.app,
      evaluationMutation('saveEvaluation'),
      {
        token: tutor.idToken,
        variables: { id: attemptId, input: { ...buildEvaluationInput(test), comments: [first] } },
      },
    );
    expect(draft.saveEvaluation.evaluation.comments).toEqual([first]);
    const reread = await graphqlOk<{ gradingItem: { evaluation: { comments: Comment[] } } }>(
      t.app,
      'query($id: ID!) { gradingItem(attemptId: $id) { evaluation { comments { taskKey start end criterion text } } } }',
      { token: tutor.idToken, variables: { id: attemptId } },
    );
    expect(reread.gradingItem.evaluation.comments).toEqual([first]);

    const second: Comment = {
      taskKey: 'task2',
      start: 0,
      end: task2Answer.length,
      criterion: 'taskResponse',
      text: '  State your own position in the first sentence. ',
    };
    const published = await graphqlOk<{
      publishEvaluation: { evaluation: { published: boolean; comments: Comment[] } };
    }>(t.app, evaluationMutation('publishEvaluation'), {
      token: tutor.idToken,
      variables: { id: attemptId, input: { ...buildEvaluationInput(test), comments: [first, second] } },
    });
    expect(published.publishEvaluation.evaluation).toEqual({
      published: true,
      comments: [first, { ...second, text: 'State your own position in the first sentence.' }],
    });

    // Published but not released: nothing shows to the candidate; another candidate never reads the attempt.
    expect((await candidateComments(amira, attemptId)).evaluation).toBeNull();
    await waitUntil(
      async () => (await candidateComments(amira, attemptId)).status === 'EVALUATION_DONE',
      (deadlineSeconds + 10) * 1000,
      'the deadline to release the evaluation',
    );
    expect((await candidateComments(amira, attemptId)).evaluation?.comments).toEqual([
      first,
      { ...second, text: 'State your own position in the first sentence.' },
    ]);
    const foreign = await graphql(t.app, 'query($id: ID!) { attempt(id: $id) { evaluation { comments { text } } } }', {
      token: other.idToken,
      variables: { id: attemptId },
    });
    expect(errorCodes(foreign)).toEqual(['FORBIDDEN']);
  });

  it('refuses a passage outside the answer or a criterion of another task, with a clear message, and keeps the draft', async () => {
    const amira = await asCandidate('Amira Haddad');
    const tutor = await asCandidate('Tobias Tutor');
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    const { test, attemptId } = await submittedAttempt(amira);
    const good: Comment = { taskKey: 'task1', start: 4, end: 9, criterion: 'taskAchievement', text: 'Name it.' };
    await graphqlOk(t.app, evaluationMutation('saveEvaluation'), {
      token: tutor.idToken,
      variables: { id: attemptId, input: { ...buildEvaluationInput(test), comments: [good] } },
    });

    const attempts: [Partial<Comment>, RegExp][] = [
      [
        { end: task1Answer.length + 1 },
        /Comment 1: the passage 4-65 is not within the answer to Writing Task 1 \(64 characters\)/,
      ],
      [{ start: 9, end: 4 }, /Comment 1: the passage 9-4 is not within the answer/],
      [{ criterion: 'taskResponse' }, /Comment 1: 'taskResponse' is not a criterion of Writing Task 1\./],
      [{ criterion: 'holistic' }, /'holistic' is not a criterion/],
    ];
    for (const [change, message] of attempts) {
      for (const name of ['saveEvaluation', 'publishEvaluation'] as const) {
        const refused = await graphql(t.app, evaluationMutation(name), {
          token: tutor.idToken,
          variables: { id: attemptId, input: { ...buildEvaluationInput(test), comments: [{ ...good, ...change }] } },
        });
        expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
        expect(refused.errors?.[0]?.message).toMatch(message);
      }
    }
    const kept = await graphqlOk<{ gradingItem: { evaluation: { published: boolean; comments: Comment[] } } }>(
      t.app,
      'query($id: ID!) { gradingItem(attemptId: $id) { evaluation { published comments { taskKey start end criterion text } } } }',
      { token: tutor.idToken, variables: { id: attemptId } },
    );
    expect(kept.gradingItem.evaluation).toEqual({ published: false, comments: [good] });
  });
});
