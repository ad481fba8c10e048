import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../adapters/content/load-content.ts';
import { seedMockTests } from '../application/catalog/seed-mock-tests.use-case.ts';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import type { ExamKey } from '../domain/exam/exam.ts';
import { examKeys } from '../domain/exam/exam.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { oetCaseAsServed, oetCaseSelection } from '../test-support/oet-case-graphql.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { graphqlOk, rest, signUp } from './api-helpers.ts';

// The real question bank through the whole app: model answers reach tutors only, and the public test lists answer
// for every exam. Everything a candidate can fetch is collected raw and searched for every model answer.

const taskFields = `key title instructions prompt imageSvg imageAlt minutes minWords maxWords bullets letterKind
  essayKind passage discussion { professor { name post } students { name post } } ${oetCaseSelection} modelAnswer`;
const testFields = `id exam sequence title type totalMinutes unlocked tasks { ${taskFields} }`;
// Build a Sentence's correct replies are its model answer: the search below finds them too if they leak.
const attemptFields = `id status answers { taskKey text } sentenceItems { chunks correctReply } modelAnswers { text note } mockTest { ${testFields} }`;

type TaskData = { key: string; modelAnswer: string | null };
type TestData = { id: string; tasks: TaskData[] };

const listFile = (exam: ExamKey) => `/${exam.toLowerCase()}.json`;

describe('the question bank through the API', () => {
  let t: TestApp;
  let bank: MockTest[];

  beforeAll(async () => {
    t = await createTestApp();
    bank = await loadContent();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    await seedMockTests(t.container.deps, { tests: bank });
  });

  /** A signed-up candidate holding an active Gold plan for `exam`, so that every test of it is open. */
  async function goldCandidateFor(user: TestUser, exam: ExamKey): Promise<void> {
    const profile = await t.container.deps.profiles.findByUserId(user.uid);
    if (!profile) throw new Error('The candidate has no profile yet.');
    await t.container.deps.profiles.save({
      ...profile,
      selectedExam: exam,
      plan: 'gold',
      isSubscribed: true,
      purchasedAt: new Date(),
      expiresAt: new Date(Date.now() + 90 * 24 * 3600_000),
    });
  }

  it('never sends a model answer to a candidate, through GraphQL or REST', async () => {
    const candidate = await signUp('Cora Candidate');
    const token = candidate.idToken;
    await graphqlOk(t.app, '{ me { id } }', { token });
    const responses: string[] = [];
    const fetched = async <T extends { raw: string }>(answer: T): Promise<T> => {
      responses.push(answer.raw);
      return answer;
    };
    const graphqlRaw = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: { query, variables },
      });
      responses.push(response.body);
      const body = response.json() as { data?: Record<string, unknown>; errors?: unknown[] };
      expect(body.errors ?? [], response.body).toEqual([]);
      return body.data ?? {};
    };

    let opened = 0;
    let writtenTasks = 0;
    for (const exam of examKeys) {
      await goldCandidateFor(candidate, exam);
      const list = (await graphqlRaw(`query($exam: ExamKey) { mockTests(exam: $exam) { ${testFields} } }`, { exam }))
        .mockTests as (TestData & { unlocked: boolean })[];
      expect(list.filter((test) => test.unlocked && test.tasks.length > 0)).toHaveLength(20);
      for (const test of list) {
        await graphqlRaw(`query($id: ID!) { mockTest(id: $id) { ${testFields} myAttempt { ${attemptFields} } } }`, {
          id: test.id,
        });
        opened += 1;
      }
      const [first, second] = list;
      if (!first || !second) throw new Error(`${exam} has fewer than two tests.`);
      // One REST record per task written in words (TOEFL's Build a Sentence has none), plus the second test's draft.
      writtenTasks += first.tasks.filter((task) => task.key !== 'buildSentence').length + 1;

      // Writing and submitting through GraphQL returns the test again, with every task field.
      const started = (await graphqlRaw(`mutation($id: ID!) { startAttempt(mockTestId: $id) { ${attemptFields} } }`, {
        id: first.id,
      })) as { startAttempt: { id: string } };
      t.clock.advanceSeconds(5 * 60); // past OET's reading time, when drafts are refused
      await graphqlRaw(
        `mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { ${attemptFields} } }`,
        // Only the open task takes a draft: PTE and TOEFL tasks open one after the other.
        {
          id: started.startAttempt.id,
          answers: first.tasks.slice(0, 1).map((task) => ({ taskKey: task.key, text: 'Draft.' })),
        },
      );
      await graphqlRaw(
        `mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { ${attemptFields} } }`,
        { id: started.startAttempt.id, answers: first.tasks.map((task) => ({ taskKey: task.key, text: 'Final.' })) },
      );
      await graphqlRaw(`query($id: ID!) { attempt(id: $id) { ${attemptFields} } }`, { id: started.startAttempt.id });

      // The old REST contract: a draft of the second test, the list of responses, the profile, the public test list.
      await graphqlRaw(`mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }`, { id: second.id });
      t.clock.advanceSeconds(5 * 60);
      const draft = await fetched(
        await rest(t.app, 'POST', '/v1/api/writingresponse', {
          token,
          body: { UId: candidate.uid, Status: 1, QId: second.id, UA: 'A draft.', TaskType: 3, TT: 0, TO: false },
        }),
      );
      expect(draft.raw).toContain(second.id);
      const testList = await fetched(await rest(t.app, 'GET', listFile(exam)));
      expect(testList.body).toHaveLength(20);
    }
    expect(opened).toBe(120);
    // Pages of 40: a page of 100 whole attempts is over the per-request cost limit (GRAPHQL_MAX_COST).
    for (let offset = 0; offset < opened; offset += 40) {
      await graphqlRaw(`{ myAttempts(limit: 40, offset: ${offset}) { items { ${attemptFields} } total } }`);
    }
    const records = await fetched(
      await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${candidate.uid}`, { token }),
    );
    expect(records.body).toHaveLength(writtenTasks);
    await fetched(await rest(t.app, 'GET', `/v1/api/users/${candidate.uid}`, { token }));

    const everything = responses.join('\n');
    expect(everything).not.toMatch(/"modelAnswer":"/);
    const leaked = bank.flatMap((test) =>
      test.tasks
        .flatMap((task) => [task.modelAnswer ?? '', task.modelNote ?? ''])
        .filter((answer) => answer.length > 0)
        // As it appears inside a JSON string: newlines and quotes escaped.
        .filter((answer) => everything.includes(JSON.stringify(answer.slice(0, 60)).slice(1, -1)))
        .map(() => test.id),
    );
    expect(leaked).toEqual([]);
    // The search is meaningful: the prompts themselves did reach the candidate.
    const somePrompt = bank[0]?.tasks[0]?.prompt ?? '';
    expect(everything).toContain(JSON.stringify(somePrompt.slice(0, 60)).slice(1, -1));
  });

  it('shows the model answers to a tutor on the grading page and in the catalogue', async () => {
    const candidate = await signUp('Dario Candidate');
    await graphqlOk(t.app, '{ me { id } }', { token: candidate.idToken });
    await goldCandidateFor(candidate, 'OETNurses');
    const tutor = await signUp('Tess Tutor');
    await graphqlOk(t.app, '{ me { id } }', { token: tutor.idToken });
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });

    const test = bank.find((item) => item.exam === 'OETNurses' && item.sequence === 1);
    if (!test) throw new Error('The bank has no first OET Nurses test.');
    const started = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: candidate.idToken, variables: { id: test.id } },
    );
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
      {
        token: candidate.idToken,
        variables: { id: started.startAttempt.id, answers: [{ taskKey: 'letter', text: 'Dear Doctor, ...' }] },
      },
    );

    const item = await graphqlOk<{ gradingItem: { attempt: { mockTest: TestData } } }>(
      t.app,
      `query($id: ID!) { gradingItem(attemptId: $id) { attempt { mockTest { id tasks { ${taskFields} } } } } }`,
      { token: tutor.idToken, variables: { id: started.startAttempt.id } },
    );
    expect(item.gradingItem.attempt.mockTest.tasks.map((task) => task.modelAnswer)).toEqual(
      test.tasks.map((task) => task.modelAnswer),
    );
    const catalogue = await graphqlOk<{ mockTests: TestData[] }>(
      t.app,
      '{ mockTests(exam: PTE) { id tasks { key modelAnswer } } }',
      { token: tutor.idToken },
    );
    expect(catalogue.mockTests).toHaveLength(20);
    expect(
      catalogue.mockTests.every((entry) => entry.tasks.every((task) => (task.modelAnswer ?? '').length > 100)),
    ).toBe(true);
  });

  it('serves every task field through GraphQL: OET case notes typed by shape in their order, discussions, passages', async () => {
    const tutor = await signUp('Ulla Tutor');
    await graphqlOk(t.app, '{ me { id } }', { token: tutor.idToken });
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    // One test of each OET case shape (nurses 01-06 hold the six), and one of every other exam.
    const oetIds = ['01', '02', '03', '04', '05', '06'].map((n) => `oet-nurses-${n}`);
    const ids = [...oetIds, 'oet-doctors-05', 'toefl-03', 'pte-04', 'ielts-general-05', 'ielts-academic-06'];
    for (const id of ids) {
      const expected = bank.find((test) => test.id === id);
      if (!expected) throw new Error(`The bank has no ${id}.`);
      const { mockTest } = await graphqlOk<{ mockTest: { tasks: Record<string, unknown>[] } }>(
        t.app,
        `query($id: ID!) { mockTest(id: $id) { tasks { ${taskFields} } } }`,
        { token: tutor.idToken, variables: { id } },
      );
      // Absent optional fields come back as null; everything present comes back as the bank has it, the case notes
      // in the SDL's shape of their type.
      const served = mockTest.tasks.map((task) =>
        Object.fromEntries(Object.entries(task).filter(([, value]) => value !== null)),
      );
      // Hints, Build a Sentence items (and the banks they replaced) and the model answers' notes are not fields of
      // the task: they come with an attempt (Attempt.hints, Attempt.sentenceItems shuffled per attempt,
      // Attempt.modelAnswers after the release: hints, build-sentence and model-answers API tests).
      const bankTasks = expected.tasks.map(
        ({ hints: _hints, items: _items, earlierBanks: _earlier, modelNote: _note, ...task }) =>
          task.oetCase ? { ...task, oetCase: oetCaseAsServed(task.oetCase) } : task,
      );
      // Discharge-summary sections are a list, so toEqual holds them to the bank's order (read top to bottom).
      expect(served, id).toEqual(bankTasks);
    }
  });

  it('answers /{exam}.json for all six exams with 20 entries, typed as the task screens route them', async () => {
    for (const exam of examKeys) {
      const response = await t.app.inject({ method: 'GET', url: listFile(exam) });
      expect(response.statusCode, exam).toBe(200);
      const items = response.json() as { id: string; text: string; type: string }[];
      expect(items, exam).toHaveLength(20);
      const expectedTypes = bank
        .filter((test) => test.exam === exam)
        .sort((a, b) => a.sequence - b.sequence)
        .map((test) =>
          exam === 'OETNurses' || exam === 'OETDoctors'
            ? (test.tasks[0]?.oetCase?.type.toLowerCase() ?? 'missing')
            : 'writing2',
        );
      expect(
        items.map((item) => item.type),
        exam,
      ).toEqual(expectedTypes);
      expect(items.every((item) => item.id.length > 0 && item.text.length > 0)).toBe(true);
    }
  });
});
