import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCriterionScores, buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphqlOk } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// TOEFL Build a Sentence: the candidate orders shuffled chunks, the server scores every item exactly, tutors see the
// result without marking it, and the band counts it; the correct order stays on the server until the release.

const deadlineSeconds = 30;
type Item = { index: number; chunks: string[]; order: number[]; right: boolean | null; correctReply: string | null };
type View = { status: string; sentenceItems: Item[]; sentenceScore: { rightCount: number; total: number } | null };
const viewQuery = `query($id: ID!) { attempt(id: $id) { status sentenceItems { index chunks order right correctReply }
  sentenceScore { rightCount total } evaluation { overall { display } } } }`;

/** The shown positions that spell the reply in its correct order. */
const correctOrder = (item: Item, correct: readonly string[]) => correct.map((chunk) => item.chunks.indexOf(chunk));

describe('GraphQL: TOEFL Build a Sentence', () => {
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
    test = buildMockTest({ exam: 'TOFEL', sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
  });

  const view = async (user: TestUser, id: string) =>
    (await graphqlOk<{ attempt: View }>(t.app, viewQuery, { token: user.idToken, variables: { id } })).attempt;
  const items = () => test.tasks[0]?.items ?? [];

  it('shows shuffled chunks only, scores the order on the server and counts it in the band', async () => {
    const candidate = await scenes.asCandidate('Bea Builder');
    const tutor = await scenes.asStaff('Theo Toefl');
    const started = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: candidate.idToken, variables: { id: test.id } },
    );
    const id = started.startAttempt.id;

    const before = await view(candidate, id);
    expect(before.sentenceItems).toHaveLength(3);
    for (const [index, item] of before.sentenceItems.entries()) {
      const correct = items()[index]?.chunks ?? [];
      expect(item.chunks.toSorted()).toEqual(correct.toSorted());
      expect(item.chunks).not.toEqual(correct);
      expect(item).toMatchObject({ order: [], right: null, correctReply: null });
    }
    expect(before.sentenceScore).toBeNull();

    // Two items in the correct order, the third with its first two chunks swapped.
    const orders = before.sentenceItems.map((item, index) => correctOrder(item, items()[index]?.chunks ?? []));
    const third = orders[2] ?? [];
    [third[0], third[1]] = [third[1] ?? 0, third[0] ?? 0];
    const text = orders.map((order) => order.join(',')).join('\n');
    await graphqlOk(t.app, 'mutation($id: ID!, $a: AnswerInput!) { submitTask(attemptId: $id, answer: $a) { id } }', {
      token: candidate.idToken,
      variables: { id, a: { taskKey: 'buildSentence', text } },
    });
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $a: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $a) { id } }',
      {
        token: candidate.idToken,
        variables: {
          id,
          a: [
            { taskKey: 'email', text: 'Dear Ms Lane, thank you for the invitation.' },
            { taskKey: 'discussion', text: 'I agree with Ana that libraries matter.' },
          ],
        },
      },
    );

    // Submitted, not released: the candidate keeps their order but no verdict; the tutor sees the result.
    const waiting = await view(candidate, id);
    expect(waiting.sentenceItems.map((item) => [item.order, item.right])).toEqual(orders.map((order) => [order, null]));
    expect(waiting.sentenceScore).toBeNull();
    const staff = await view(tutor, id);
    expect(staff.sentenceScore).toEqual({ rightCount: 2, total: 3 });
    expect(staff.sentenceItems.map((item) => item.right)).toEqual([true, true, false]);
    expect(staff.sentenceItems[2]?.correctReply).toBe('Would you like a ride tomorrow?');

    // Ratings 5 and 5 with 2 of 3 right (3.33): 1 + 13.33 / 3 = 5.44, Band 5.5 (Band 6.0 without the task).
    const scores = buildCriterionScores(test, (criterion) => criterion.max);
    const preview = await graphqlOk<{ overallPreview: { display: string } }>(
      t.app,
      'query($id: ID, $s: [CriterionScoreInput!]!) { overallPreview(exam: TOFEL, taskKeys: [], criterionScores: $s, attemptId: $id) { display } }',
      { token: tutor.idToken, variables: { id, s: scores } },
    );
    expect(preview.overallPreview.display).toBe('Band 5.5');
    t.clock.advanceSeconds(deadlineSeconds + 1);
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { attempt { id } } }',
      { token: tutor.idToken, variables: { id, input: buildEvaluationInput(test, { criterionScores: scores }) } },
    );

    const released = await view(candidate, id);
    expect(released.status).toBe('EVALUATION_DONE');
    expect(released.sentenceScore).toEqual({ rightCount: 2, total: 3 });
    expect(released.sentenceItems.map((item) => [item.right, item.correctReply])).toEqual([
      [true, 'It starts right after the lunch break.'],
      [true, 'I left it at the desk this morning.'],
      [false, 'Would you like a ride tomorrow?'],
    ]);
    expect((released as unknown as { evaluation: { overall: { display: string } } }).evaluation.overall.display).toBe(
      'Band 5.5',
    );
  });

  it('never sends the correct order to a candidate before the release, whatever they ask for', async () => {
    const candidate = await scenes.asCandidate('Cal Curious');
    const id = await scenes.submit(candidate, test);
    const body = JSON.stringify(
      await graphqlOk(
        t.app,
        `query($id: ID!) { attempt(id: $id) { sentenceItems { chunks correctReply } answers { text }
          mockTest { tasks { key prompt instructions } } } }`,
        { token: candidate.idToken, variables: { id } },
      ),
    );
    for (const item of items()) expect(body).not.toContain(item.chunks.join(' '));
    expect(body).toContain(items()[0]?.chunks[0]);
  });
});
