import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import { joinRevisedAnswers } from '../domain/evaluation/revised-answers.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, rest, signUp, waitUntil } from './api-helpers.ts';

// Long enough for the tutor's steps to finish before the deadline, short enough to wait for in a test.
const deadlineSeconds = 6;

const attemptFields = `id status startedAt endsAt submittedAt deadlineAt timedOut secondsTaken overdue
  answers { taskKey text wordCount } mockTest { id title }`;
const evaluationFields = `id published publishedAt feedback revisedAnswer overall { value display }
  strengths { label text } weaknesses { label text } areasOfImprovement { label text } criterionScores { taskKey criterion score }`;

type AttemptData = {
  id: string;
  status: string;
  startedAt: string;
  endsAt: string;
  submittedAt: string | null;
  deadlineAt: string | null;
  answers: { taskKey: string; text: string; wordCount: number }[];
  mockTest: { id: string; title: string };
};
type QueueItemData = {
  candidateName: string;
  claimedByMe: boolean;
  claimedBy: string | null;
  exam: { label: string };
  attempt: { id: string };
  evaluation: { published: boolean; overall: { display: string } | null } | null;
};

describe('GraphQL: a candidate writes a test and a tutor evaluates it', () => {
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
  const asTutor = async (name: string) => {
    const user = await asCandidate(name);
    await grantRole(t.container.deps, { actor: 'system', email: user.email, role: 'tutor' });
    return user;
  };
  const seedTest = async (overrides: Partial<MockTest> = {}) => {
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Commuting habits', ...overrides });
    await t.container.deps.mockTests.upsert(test);
    return test;
  };
  const writeAndSubmit = async (user: TestUser, test: MockTest, essay: string) => {
    const started = await graphqlOk<{ startAttempt: AttemptData }>(
      t.app,
      `mutation($id: ID!) { startAttempt(mockTestId: $id) { ${attemptFields} } }`,
      { token: user.idToken, variables: { id: test.id } },
    );
    const submitted = await graphqlOk<{ submitAttempt: AttemptData }>(
      t.app,
      `mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { ${attemptFields} } }`,
      {
        token: user.idToken,
        variables: {
          id: started.startAttempt.id,
          answers: test.tasks.map((task) => ({ taskKey: task.key, text: essay })),
        },
      },
    );
    return submitted.submitAttempt;
  };
  const candidateView = async (user: TestUser, attemptId: string) =>
    (
      await graphqlOk<{ attempt: AttemptData & { evaluation: { published: boolean } | null } }>(
        t.app,
        `query($id: ID!) { attempt(id: $id) { ${attemptFields} evaluation { ${evaluationFields} } } }`,
        { token: user.idToken, variables: { id: attemptId } },
      )
    ).attempt;

  it('runs from start to a released evaluation, the evaluation hidden from the candidate until the deadline', async () => {
    const test = await seedTest();
    const [task1, task2] = test.tasks;
    if (!task1 || !task2) throw new Error('The IELTS Academic builder should give two tasks.');
    const amira = await asCandidate('Amira Haddad');
    const tutor = await asTutor('Tobias Tutor');

    // The test list shows the free first test, not attempted yet.
    const list = await graphqlOk<{ mockTests: { id: string; unlocked: boolean; myAttempt: { id: string } | null }[] }>(
      t.app,
      '{ mockTests(exam: IELTSAcademic) { id unlocked totalMinutes myAttempt { id } } }',
      { token: amira.idToken },
    );
    expect(list.mockTests).toEqual([{ id: test.id, unlocked: true, totalMinutes: 60, myAttempt: null }]);

    // Starting twice returns the same attempt: a refresh never resets the clock.
    const startQuery = `mutation($id: ID!) { startAttempt(mockTestId: $id) { ${attemptFields} } }`;
    const started = await graphqlOk<{ startAttempt: AttemptData }>(t.app, startQuery, {
      token: amira.idToken,
      variables: { id: test.id },
    });
    expect(started.startAttempt.status).toBe('IN_PROGRESS');
    expect(Date.parse(started.startAttempt.endsAt) - Date.parse(started.startAttempt.startedAt)).toBe(60 * 60_000);
    const restarted = await graphqlOk<{ startAttempt: AttemptData }>(t.app, startQuery, {
      token: amira.idToken,
      variables: { id: test.id },
    });
    expect(restarted.startAttempt.id).toBe(started.startAttempt.id);
    expect(restarted.startAttempt.startedAt).toBe(started.startAttempt.startedAt);
    const attemptId = started.startAttempt.id;

    // Autosave.
    const draft = await graphqlOk<{ saveDraft: AttemptData }>(
      t.app,
      `mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { ${attemptFields} } }`,
      {
        token: amira.idToken,
        variables: { id: attemptId, answers: [{ taskKey: task1.key, text: 'The chart compares' }] },
      },
    );
    expect(draft.saveDraft.answers).toEqual([{ taskKey: task1.key, text: 'The chart compares', wordCount: 3 }]);
    const listed = await graphqlOk<{ mockTests: { myAttempt: { id: string; status: string } | null }[] }>(
      t.app,
      '{ mockTests(exam: IELTSAcademic) { myAttempt { id status } } }',
      { token: amira.idToken },
    );
    expect(listed.mockTests[0]?.myAttempt).toEqual({ id: attemptId, status: 'IN_PROGRESS' });

    // Submitting twice returns the same submitted attempt; the second text is not taken.
    const submitQuery = `mutation($id: ID!, $answers: [AnswerInput!]!) {
      submitAttempt(attemptId: $id, answers: $answers) { ${attemptFields} } }`;
    const finalAnswers = [
      { taskKey: task1.key, text: 'The chart compares commuting by car and by train in four cities.' },
      { taskKey: task2.key, text: 'Some people believe that working from home will end commuting.' },
    ];
    const submitted = await graphqlOk<{ submitAttempt: AttemptData }>(t.app, submitQuery, {
      token: amira.idToken,
      variables: { id: attemptId, answers: finalAnswers },
    });
    expect(submitted.submitAttempt).toMatchObject({ id: attemptId, status: 'SUBMITTED' });
    expect(submitted.submitAttempt.deadlineAt).not.toBeNull();
    const again = await graphqlOk<{ submitAttempt: AttemptData }>(t.app, submitQuery, {
      token: amira.idToken,
      variables: { id: attemptId, answers: [{ taskKey: task1.key, text: 'Changed my mind.' }] },
    });
    expect(again.submitAttempt).toEqual(submitted.submitAttempt);
    const deadline = Date.parse(submitted.submitAttempt.deadlineAt ?? '');

    // A draft after the submit is refused.
    const late = await graphql(t.app, submitQuery.replace('submitAttempt(', 'saveDraft('), {
      token: amira.idToken,
      variables: { id: attemptId, answers: finalAnswers },
    });
    expect(errorCodes(late)).toEqual(['CONFLICT']);

    // The tutor claims, drafts and publishes.
    const claimed = await graphqlOk<{ claimAttempt: QueueItemData }>(
      t.app,
      'mutation($id: ID!) { claimAttempt(attemptId: $id) { candidateName claimedByMe claimedBy exam { label } attempt { id } } }',
      { token: tutor.idToken, variables: { id: attemptId } },
    );
    expect(claimed.claimAttempt).toMatchObject({
      candidateName: 'Amira Haddad',
      claimedByMe: true,
      claimedBy: 'Tobias Tutor',
      exam: { label: 'IELTS-Academic' },
    });

    const evaluationInput = buildEvaluationInput(test, {
      strengths: [{ label: 'Overview', text: 'The main trend is stated early.' }],
      areasOfImprovement: [{ label: 'Linking', text: 'Vary the linking words.' }],
    });
    const saveQuery = `mutation($id: ID!, $input: EvaluationInput!) {
      saveEvaluation(attemptId: $id, input: $input) { evaluation { published overall { display } } } }`;
    const saved = await graphqlOk<{ saveEvaluation: QueueItemData }>(t.app, saveQuery, {
      token: tutor.idToken,
      variables: { id: attemptId, input: { ...evaluationInput, feedback: 'Draft notes.' } },
    });
    expect(saved.saveEvaluation.evaluation?.published).toBe(false);
    expect((await candidateView(amira, attemptId)).evaluation).toBeNull();

    const published = await graphqlOk<{ publishEvaluation: QueueItemData }>(
      t.app,
      `mutation($id: ID!, $input: EvaluationInput!) {
        publishEvaluation(attemptId: $id, input: $input) { evaluation { published overall { display } } } }`,
      { token: tutor.idToken, variables: { id: attemptId, input: evaluationInput } },
    );
    expect(published.publishEvaluation.evaluation?.published).toBe(true);
    expect(published.publishEvaluation.evaluation?.overall?.display).toMatch(/^Band \d\.[05]$/);

    // Published, but the plan's waiting time has not passed: the candidate sees nothing yet, in either API.
    expect(Date.now(), 'the tutor steps took longer than the test deadline').toBeLessThan(deadline);
    expect((await candidateView(amira, attemptId)).evaluation).toBeNull();
    const early = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${amira.uid}`, { token: amira.idToken });
    expect(early.body[0].DE).toBeUndefined();

    // After the deadline the evaluation is released.
    await waitUntil(
      async () => (await candidateView(amira, attemptId)).status === 'EVALUATION_DONE',
      (deadlineSeconds + 10) * 1000,
      'the deadline to release the evaluation',
    );
    const after = await graphqlOk<{
      attempt: {
        status: string;
        evaluation: { published: boolean; feedback: string; strengths: { label: string; text: string }[] } | null;
      };
    }>(t.app, `query($id: ID!) { attempt(id: $id) { status evaluation { ${evaluationFields} } } }`, {
      token: amira.idToken,
      variables: { id: attemptId },
    });
    expect(after.attempt.evaluation).toMatchObject({
      published: true,
      feedback: evaluationInput.feedback,
      strengths: [{ label: 'Overview', text: 'The main trend is stated early.' }],
    });

    const released = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${amira.uid}`, { token: amira.idToken });
    expect(released.body[0]).toMatchObject({ QId: test.id, Status: 3 });
    expect(released.body[0].DE).toMatchObject({
      Strengths: { Overview: 'The main trend is stated early.' },
      AreasOfImprovement: { Linking: 'Vary the linking words.' },
      Feedback: evaluationInput.feedback,
      RevisedAnswer: joinRevisedAnswers(test.tasks, evaluationInput.revisedAnswers ?? []),
    });
    expect(typeof released.body[0].DE.Score).toBe('number');
  });

  it('shows tutors the queue oldest deadline first', async () => {
    const test = await seedTest();
    const early = await asCandidate('Early Bird');
    const late = await asCandidate('Late Comer');
    const tutor = await asTutor('Queue Tutor');

    const first = await writeAndSubmit(early, test, 'An answer written first.');
    const second = await writeAndSubmit(late, test, 'An answer written second.');

    const queue = await graphqlOk<{ evaluationQueue: { total: number; items: QueueItemData[] } }>(
      t.app,
      '{ evaluationQueue(limit: 10) { total items { candidateName claimedByMe claimedBy exam { label } attempt { id } evaluation { published } } } }',
      { token: tutor.idToken },
    );
    expect(queue.evaluationQueue.total).toBe(2);
    expect(queue.evaluationQueue.items.map((item) => item.attempt.id)).toEqual([first.id, second.id]);
    expect(queue.evaluationQueue.items[0]).toMatchObject({
      candidateName: 'Early Bird',
      claimedByMe: false,
      claimedBy: null,
      evaluation: null,
    });
  });

  it("keeps a candidate out of another candidate's attempt", async () => {
    const test = await seedTest();
    const owner = await asCandidate('Owner Olu');
    const other = await asCandidate('Other Oscar');
    const attempt = await writeAndSubmit(owner, test, 'Mine.');

    const read = await graphql(t.app, 'query($id: ID!) { attempt(id: $id) { id } }', {
      token: other.idToken,
      variables: { id: attempt.id },
    });
    expect(errorCodes(read)).toEqual(['FORBIDDEN']);

    const write = await graphql(t.app, 'mutation($id: ID!) { saveDraft(attemptId: $id, answers: []) { id } }', {
      token: other.idToken,
      variables: { id: attempt.id },
    });
    expect(errorCodes(write)).toEqual(['FORBIDDEN']);

    const missing = await graphqlOk(t.app, '{ attempt(id: "no-such-attempt") { id } }', { token: other.idToken });
    expect(missing).toEqual({ attempt: null });
  });

  it('refuses a half band for an IELTS criterion on save and on publish (a draft stored before whole bands too)', async () => {
    const test = await seedTest();
    const candidate = await asCandidate('Half Band Hana');
    const tutor = await asTutor('Whole Band Tutor');
    const attempt = await writeAndSubmit(candidate, test, 'An answer to grade.');
    const input = buildEvaluationInput(test);
    const halfBand = {
      ...input,
      criterionScores: input.criterionScores.map((score) =>
        score.taskKey === 'task2' && score.criterion === 'coherenceCohesion' ? { ...score, score: 6.5 } : score,
      ),
    };
    for (const mutation of ['saveEvaluation', 'publishEvaluation']) {
      const refused = await graphql(
        t.app,
        `mutation($id: ID!, $input: EvaluationInput!) { ${mutation}(attemptId: $id, input: $input) { attempt { id } } }`,
        { token: tutor.idToken, variables: { id: attempt.id, input: halfBand } },
      );
      expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
      expect(refused.errors[0]?.message).toBe(
        'Coherence and Cohesion (Writing Task 2) is scored in whole bands (0-9); 6.5 is not allowed.',
      );
    }
  });

  it('refuses a locked test and an answer over 20,000 characters', async () => {
    const locked = await seedTest({ sequence: 2, title: 'Second test' });
    const free = await seedTest({ sequence: 1, title: 'First test' });
    const user = await asCandidate('Limited Lina');

    const list = await graphqlOk<{ mockTests: { title: string; unlocked: boolean; tasks: unknown[] }[] }>(
      t.app,
      '{ mockTests(exam: IELTSAcademic) { title unlocked tasks { prompt } } }',
      { token: user.idToken },
    );
    expect(list.mockTests.map(({ title, unlocked, tasks }) => ({ title, unlocked, tasks: tasks.length }))).toEqual([
      { title: 'First test', unlocked: true, tasks: 2 },
      { title: 'Second test', unlocked: false, tasks: 0 },
    ]);

    const refused = await graphql(t.app, 'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }', {
      token: user.idToken,
      variables: { id: locked.id },
    });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);

    const started = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: user.idToken, variables: { id: free.id } },
    );
    const tooLong = await graphql(
      t.app,
      'mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { id } }',
      {
        token: user.idToken,
        variables: {
          id: started.startAttempt.id,
          answers: [{ taskKey: free.tasks[0]?.key, text: 'x'.repeat(20_001) }],
        },
      },
    );
    expect(errorCodes(tooLong)).toEqual(['BAD_USER_INPUT']);
    expect(tooLong.errors[0]?.message).toMatch(/20,000/);
  });
});
