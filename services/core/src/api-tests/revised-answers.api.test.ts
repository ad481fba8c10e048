import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, rest } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// The tutor revises each written task's answer apart. The deprecated single revisedAnswer reads the revisions joined
// under the tasks' titles, an integrator's single text is still accepted (split at the titles it opens with), REST's
// RevisedAnswer is the joined text, and the candidate gets no revision while a rewrite waits for its recheck.

const deadlineSeconds = 30;
const revisions = [
  { taskKey: 'task1', text: 'The chart compares three ways of commuting.' },
  { taskKey: 'task2', text: 'Cities gain when cars give way.\n\nFewer cars mean cleaner air.' },
];
const joined =
  'Writing Task 1\n\nThe chart compares three ways of commuting.\n\nWriting Task 2\n\nCities gain when cars give way.\n\nFewer cars mean cleaner air.';

type Revised = { revisedAnswers: { taskKey: string; text: string }[]; revisedAnswer: string };

describe('GraphQL and REST: a revised answer per task', () => {
  let t: TestApp;
  const scenes = apiScenes(() => t);
  let test: MockTest;

  beforeAll(async () => {
    t = await createTestApp({ deadlineSeconds });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
  });

  const save = (tutor: TestUser, id: string, input: object) =>
    graphql(
      t.app,
      `mutation($id: ID!, $input: EvaluationInput!) {
        saveEvaluation(attemptId: $id, input: $input) { evaluation { revisedAnswers { taskKey text } revisedAnswer } } }`,
      { token: tutor.idToken, variables: { id, input } },
    );
  const savedRevision = async (tutor: TestUser, id: string, input: object): Promise<Revised> => {
    const response = await save(tutor, id, input);
    expect(response.errors, response.raw).toEqual([]);
    return (response.data as { saveEvaluation: { evaluation: Revised } }).saveEvaluation.evaluation;
  };
  const candidateRevision = async (candidate: TestUser, id: string) =>
    (
      await graphqlOk<{ attempt: { evaluation: Revised } }>(
        t.app,
        'query($id: ID!) { attempt(id: $id) { evaluation { revisedAnswers { taskKey text } revisedAnswer } } }',
        { token: candidate.idToken, variables: { id } },
      )
    ).attempt.evaluation;
  const restRevisions = async (user: TestUser) => {
    const records = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${user.uid}`, { token: user.idToken });
    return (records.body as { DE?: { RevisedAnswer: string } }[]).map((record) => record.DE?.RevisedAnswer);
  };

  it('keeps each task its revision, joins them for the deprecated field and REST, and accepts the old input', async () => {
    const candidate = await scenes.asCandidate('Rita Revised');
    const tutor = await scenes.asStaff('Tariq Tutor');
    const id = await scenes.submit(candidate, test);
    const { revisedAnswers: _none, ...withoutRevisions } = buildEvaluationInput(test);

    // Per task: round trip, in the test's order whatever the order sent.
    expect(await savedRevision(tutor, id, { ...withoutRevisions, revisedAnswers: [...revisions].reverse() })).toEqual({
      revisedAnswers: revisions,
      revisedAnswer: joined,
    });

    // The old single text, with the headings the grading form pre-filled: split into the tasks.
    expect(await savedRevision(tutor, id, { ...withoutRevisions, revisedAnswer: joined })).toEqual({
      revisedAnswers: revisions,
      revisedAnswer: joined,
    });
    // Without headings: all of it is the first written task's revision.
    expect(await savedRevision(tutor, id, { ...withoutRevisions, revisedAnswer: 'One revised text.' })).toEqual({
      revisedAnswers: [{ taskKey: 'task1', text: 'One revised text.' }],
      revisedAnswer: 'Writing Task 1\n\nOne revised text.',
    });

    // Both at once, or a task the test does not have, is refused.
    const both = await save(tutor, id, { ...withoutRevisions, revisedAnswer: 'x', revisedAnswers: revisions });
    expect(errorCodes(both)).toEqual(['BAD_USER_INPUT']);
    const elsewhere = await save(tutor, id, { ...withoutRevisions, revisedAnswers: [{ taskKey: 'essay', text: 'x' }] });
    expect(errorCodes(elsewhere)).toEqual(['BAD_USER_INPUT']);

    await graphqlOk(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { attempt { id } } }',
      { token: tutor.idToken, variables: { id, input: { ...withoutRevisions, revisedAnswers: revisions } } },
    );
    t.clock.advanceSeconds(deadlineSeconds + 1);
    expect(await candidateRevision(candidate, id)).toEqual({ revisedAnswers: revisions, revisedAnswer: joined });
    // REST keeps one RevisedAnswer: the joined text, on each task's record.
    expect(await restRevisions(candidate)).toEqual([joined, joined]);

    // A rewrite waits for its recheck: the candidate gets no revision on either path; the tutor still reads them.
    await graphqlOk(t.app, 'mutation($id: ID!) { startRewrite(attemptId: $id) { id } }', {
      token: candidate.idToken,
      variables: { id },
    });
    expect(await candidateRevision(candidate, id)).toEqual({ revisedAnswers: [], revisedAnswer: '' });
    expect(await restRevisions(candidate)).toEqual(['', '']);
    const tutorView = await graphqlOk<{ gradingItem: { evaluation: Revised } }>(
      t.app,
      'query($id: ID!) { gradingItem(attemptId: $id) { evaluation { revisedAnswers { taskKey text } revisedAnswer } } }',
      { token: tutor.idToken, variables: { id } },
    );
    expect(tutorView.gradingItem.evaluation).toEqual({ revisedAnswers: revisions, revisedAnswer: joined });
  });
});
