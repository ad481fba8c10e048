import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildAttempt,
  buildCriterionScores,
  buildEvaluationInput,
  buildMockTest,
} from '../application/testing/builders.ts';
import {
  type BlankSentenceItem,
  currentSentenceBank,
  currentSentenceShuffle,
  type WholeSentenceItem,
} from '../domain/exam/build-sentence.ts';
import { toeflKey } from '../domain/exam/exam.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphqlOk } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// TOEFL Build a Sentence: the candidate fills a reply's blanks from shuffled words (an extra one among them), the
// server scores every item exactly (another accepted order counts too), tutors see the result without marking it, and
// the band counts it; the correct order stays on the server until the release. An attempt started on an earlier bank
// keeps reading and scoring with it.

const deadlineSeconds = 30;
type Item = {
  index: number;
  replyParts: (string | null)[];
  chunks: string[];
  order: number[];
  right: boolean | null;
  correctReply: string | null;
};
type View = { status: string; sentenceItems: Item[]; sentenceScore: { rightCount: number; total: number } | null };
const viewQuery = `query($id: ID!) { attempt(id: $id) { status sentenceItems { index replyParts chunks order right
  correctReply }
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
    test = buildMockTest({ exam: toeflKey, sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
  });

  const view = async (user: TestUser, id: string) =>
    (await graphqlOk<{ attempt: View }>(t.app, viewQuery, { token: user.idToken, variables: { id } })).attempt;
  const items = () => (test.tasks[0]?.items ?? []) as BlankSentenceItem[];

  it('shows the blanks and shuffled words only, scores the order on the server and counts it in the band', async () => {
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
      const bank = items()[index];
      const tiles = [...(bank?.chunks ?? []), ...(bank?.distractor ? [bank.distractor] : [])];
      expect(item.chunks.toSorted()).toEqual(tiles.toSorted());
      expect(item.chunks).not.toEqual(tiles);
      expect(item).toMatchObject({ order: [], right: null, correctReply: null });
    }
    expect(before.sentenceItems[0]?.replyParts).toEqual(['It starts', null, null, 'the', null, 'break.']);
    expect(before.sentenceScore).toBeNull();

    // The first in the bank's order, the second with the extra word in place of one, the third in its other
    // accepted order.
    const [first, second, third] = before.sentenceItems;
    if (!first || !second || !third) throw new Error('three items expected');
    const orders = [
      correctOrder(first, ['right', 'after', 'lunch']),
      correctOrder(second, ['where', 'I', 'did', 'left']),
      correctOrder(third, ['I', 'probably', 'will', 'come']),
    ];
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
    expect(staff.sentenceItems.map((item) => item.right)).toEqual([true, false, true]);
    expect(staff.sentenceItems[1]?.correctReply).toBe('The librarian asked me where I had left it.');

    // Ratings 5 and 5 with 2 of 3 right (3.33), Build a Sentence a quarter: 3.75 + 0.83 = 4.58, read as the listed 4.5,
    // Band 5.5 by ETS's concordance points (Band 6.0 without the task).
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
      [false, 'The librarian asked me where I had left it.'],
      [true, 'I will probably come, but I will be late.'],
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
    for (const item of items()) expect(body).not.toContain(item.chunks.join('","'));
    expect(body).toContain(items()[0]?.chunks[0]);
  });

  it('keeps an attempt started on the earlier bank on it: its items, its answer and its score', async () => {
    const earlier: WholeSentenceItem[] = [
      { context: 'Is the lab open?', chunks: ['It opens', 'at eight', 'on weekdays'], end: '.' },
      { context: 'Who has the key?', chunks: ['The porter', 'keeps it', 'at the desk'], end: '.' },
      { context: 'Can we meet later?', chunks: ['Shall we', 'say', 'four o’clock'], end: '?' },
    ];
    const [task, ...rest] = test.tasks;
    if (!task) throw new Error('the test has no tasks');
    test = { ...test, tasks: [{ ...task, earlierBanks: { '1': earlier } }, ...rest] };
    await t.container.deps.mockTests.upsert(test);
    const candidate = await scenes.asCandidate('Olga Oldbank');
    const tutor = await scenes.asStaff('Tess Twobanks');
    // Started before the bank was rewritten: the attempt says it started on bank 1.
    const now = t.clock.now();
    const attempt = buildAttempt({
      userId: candidate.uid,
      mockTestId: test.id,
      exam: toeflKey,
      sentenceBank: 1,
      startedAt: now,
      endsAt: new Date(now.getTime() + 3_600_000),
    });
    await t.container.deps.attempts.insert(attempt);
    const shown = (await view(candidate, attempt.id)).sentenceItems;
    expect(shown.map((item) => item.chunks.toSorted())).toEqual(earlier.map((item) => item.chunks.toSorted()));
    expect(shown[2]?.replyParts).toEqual([null, null, null, '?']);
    const text = shown.map((item, index) => correctOrder(item, earlier[index]?.chunks ?? []).join(',')).join('\n');
    // Built without per-task clocks, so the whole test is handed in at once.
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $a: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $a) { id } }',
      {
        token: candidate.idToken,
        variables: {
          id: attempt.id,
          a: [
            { taskKey: 'buildSentence', text },
            { taskKey: 'email', text: 'Dear Sam, see you at four.' },
          ],
        },
      },
    );
    const staff = await view(tutor, attempt.id);
    expect(staff.sentenceScore).toEqual({ rightCount: 3, total: 3 });
    expect(staff.sentenceItems[2]?.correctReply).toBe('Shall we say four o’clock?');
    // A new attempt starts on the current bank and shuffle.
    const fresh = await scenes.asCandidate('Nina Newbank');
    const started = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: fresh.idToken, variables: { id: test.id } },
    );
    const stored = await t.container.deps.attempts.findById(started.startAttempt.id);
    expect(stored?.sentenceBank).toBe(currentSentenceBank);
    expect(stored?.sentenceShuffle).toBe(currentSentenceShuffle);
    expect((await view(fresh, started.startAttempt.id)).sentenceItems[0]?.replyParts).toContain('It starts');
  });
});
