import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import { joinRevisedAnswers } from '../domain/evaluation/revised-answers.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphqlOk, rest } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// The test's model answers and their examiner's notes teach only once the candidate has written their own: none reach
// the candidate before the release on any GraphQL or REST path, they come with the released evaluation, go away while
// a rewrite of the answer waits for its recheck (the tutor's revised answer too), and come back with the released
// recheck.

const deadlineSeconds = 30;
const models = { task1: 'The chart compares three museums over a decade.', task2: 'Cities gain when cars give way.' };
const notes = { task1: 'The overview groups the rising venues first.', task2: 'Each paragraph argues one reason.' };

type ModelAnswer = { taskKey: string; title: string; text: string; note: string | null };

describe('GraphQL and REST: model answers after the release', () => {
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
    const built = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    test = {
      ...built,
      tasks: built.tasks.map((task) => {
        const key = task.key as keyof typeof models;
        return { ...task, modelAnswer: models[key], modelNote: notes[key] };
      }),
    };
    await t.container.deps.mockTests.upsert(test);
  });

  const modelsOf = async (user: TestUser, id: string) =>
    (
      await graphqlOk<{ attempt: { modelAnswers: ModelAnswer[] } }>(
        t.app,
        'query($id: ID!) { attempt(id: $id) { modelAnswers { taskKey title text note } } }',
        { token: user.idToken, variables: { id } },
      )
    ).attempt.modelAnswers;

  /** Everything the candidate can read of the attempt and the test, on every path, as one text. */
  const everythingSeenBy = async (user: TestUser, id: string) => {
    const graph = await graphqlOk(
      t.app,
      `query($id: ID!) {
        attempt(id: $id) { answers { text } modelAnswers { text note } mockTest { tasks { prompt modelAnswer } }
          evaluation { revisedAnswer feedback } }
        myAttempts { items { modelAnswers { text note } } }
        mockTests(exam: IELTSAcademic) { tasks { prompt modelAnswer } }
      }`,
      { token: user.idToken, variables: { id } },
    );
    const restUser = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken });
    const restAnswers = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${user.uid}`, {
      token: user.idToken,
    });
    return JSON.stringify([graph, restUser.raw, restAnswers.raw]);
  };
  const expectNoModel = (seen: string) => {
    for (const text of [...Object.values(models), ...Object.values(notes)]) expect(seen).not.toContain(text);
  };

  const revisionSeenBy = async (user: TestUser, id: string) => {
    const graph = await graphqlOk<{ attempt: { evaluation: { revisedAnswer: string } } }>(
      t.app,
      'query($id: ID!) { attempt(id: $id) { evaluation { revisedAnswer } } }',
      { token: user.idToken, variables: { id } },
    );
    return graph.attempt.evaluation.revisedAnswer;
  };
  const restRevisionOf = async (user: TestUser) => {
    const records = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${user.uid}`, { token: user.idToken });
    return (records.body as { DE?: { RevisedAnswer: string } }[]).map((record) => record.DE?.RevisedAnswer);
  };

  it('shows them to staff always, to the candidate only from the release, and not during a rewrite', async () => {
    const candidate = await scenes.asCandidate('Mila Model');
    const tutor = await scenes.asStaff('Tomas Teacher');
    const id = await scenes.submit(candidate, test);

    // Submitted: the tutor reads them to grade; the candidate gets none, whatever the path.
    expect((await modelsOf(tutor, id)).map((model) => model.text)).toEqual([models.task1, models.task2]);
    expect(await modelsOf(candidate, id)).toEqual([]);
    expectNoModel(await everythingSeenBy(candidate, id));

    // Published before the plan's promised time: still not released.
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { attempt { id } } }',
      { token: tutor.idToken, variables: { id, input: buildEvaluationInput(test) } },
    );
    expectNoModel(await everythingSeenBy(candidate, id));

    // Released: each written task's model answer with its note.
    t.clock.advanceSeconds(deadlineSeconds + 1);
    expect(await modelsOf(candidate, id)).toEqual([
      { taskKey: 'task1', title: 'Writing Task 1', text: models.task1, note: notes.task1 },
      { taskKey: 'task2', title: 'Writing Task 2', text: models.task2, note: notes.task2 },
    ]);

    const revision = joinRevisedAnswers(test.tasks, buildEvaluationInput(test).revisedAnswers ?? []);
    expect(revision).toMatch(/^Writing Task 1\n\nA revised version/);
    expect(await revisionSeenBy(candidate, id)).toBe(revision);

    // A rewrite started: gone until its recheck is released, so the rewrite cannot copy them.
    const rewrite = await graphqlOk<{ startRewrite: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startRewrite(attemptId: $id) { id } }',
      { token: candidate.idToken, variables: { id } },
    );
    expect(await modelsOf(candidate, id)).toEqual([]);
    expect((await modelsOf(tutor, id)).length).toBe(2);
    expectNoModel(await everythingSeenBy(candidate, id));
    // The tutor's revision is held back too, on both paths; the tutor still reads it.
    expect(await revisionSeenBy(candidate, id)).toBe('');
    expect(await restRevisionOf(candidate)).toEqual(['', '']);
    expect(await revisionSeenBy(tutor, id)).toBe(revision);
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $a: [AnswerInput!]!) { submitRewrite(rewriteId: $id, answers: $a) { id } }',
      {
        token: candidate.idToken,
        variables: { id: rewrite.startRewrite.id, a: [{ taskKey: 'task2', text: 'Cars out, people in.' }] },
      },
    );
    expect(await modelsOf(candidate, id)).toEqual([]);
  });
});
