import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, rest, signUp, waitUntil } from './api-helpers.ts';

// The failures measured against the running platform, each fired 20 rounds through the real HTTP stack (GraphQL and
// the legacy REST contract) on PostgreSQL: nothing acknowledged may be lost or undone.

const rounds = 20;
const attemptFields = 'id status timedOut submittedAt deadlineAt answers { taskKey text }';
type AttemptData = {
  id: string;
  status: string;
  timedOut: boolean;
  submittedAt: string | null;
  deadlineAt: string | null;
  answers: { taskKey: string; text: string }[];
};
const saveDraftMutation = `mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { ${attemptFields} } }`;
const submitMutation = `mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { ${attemptFields} } }`;
const attemptQuery = `query($id: ID!) { attempt(id: $id) { ${attemptFields} } }`;
// Many requests from one user in a few seconds: the limits are not what these tests are about.
const generousLimits = { RATE_LIMIT_USER_PER_MINUTE: '1000000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' };

describe('concurrent writes through the API (20 rounds each)', () => {
  let t: TestApp;
  let candidate: TestUser;
  let tutors: TestUser[];
  const tests: MockTest[] = [];

  beforeAll(async () => {
    t = await createTestApp({ deadlineSeconds: 1, env: generousLimits });
    await t.reset();
    // Free first tests enough for one candidate to write a fresh attempt in every round of every scenario.
    for (let i = 0; i < rounds * 5; i++) {
      const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: `Race test ${i}` });
      await t.container.deps.mockTests.upsert(test);
      tests.push(test);
    }
    candidate = await signUp('Rena Racer');
    tutors = [await signUp('Tad Tutor'), await signUp('Tia Tutor')];
    for (const user of [candidate, ...tutors]) await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    for (const tutor of tutors) {
      await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  let nextTest = 0;
  const start = async () => {
    const test = tests[nextTest++] as MockTest;
    const { startAttempt } = await graphqlOk<{ startAttempt: AttemptData }>(
      t.app,
      `mutation($id: ID!) { startAttempt(mockTestId: $id) { ${attemptFields} } }`,
      { token: candidate.idToken, variables: { id: test.id } },
    );
    return { test, attempt: startAttempt };
  };
  const stored = async (id: string) =>
    (await graphqlOk<{ attempt: AttemptData }>(t.app, attemptQuery, { token: candidate.idToken, variables: { id } }))
      .attempt;
  const both = (task1: string, task2: string) => [
    { taskKey: 'task1', text: task1 },
    { taskKey: 'task2', text: task2 },
  ];

  it('a submit racing an autosave is never stored back as in progress', async () => {
    for (let round = 0; round < rounds; round++) {
      const { attempt } = await start();
      const [draft, submit] = await Promise.all([
        graphql<{ saveDraft: AttemptData }>(t.app, saveDraftMutation, {
          token: candidate.idToken,
          variables: { id: attempt.id, answers: both('draft', 'draft') },
        }),
        graphql<{ submitAttempt: AttemptData }>(t.app, submitMutation, {
          token: candidate.idToken,
          variables: { id: attempt.id, answers: both(`final ${round}`, 'final') },
        }),
      ]);
      expect(errorCodes(draft).filter((code) => code !== 'CONFLICT')).toEqual([]);
      expect(submit.errors).toEqual([]);
      const now = await stored(attempt.id);
      expect(now.status).toBe('SUBMITTED');
      expect(now).toEqual(submit.data?.submitAttempt);
      expect(now.answers).toEqual(both(`final ${round}`, 'final'));
    }
  });

  it('20 concurrent REST submits: one stored, every acknowledgement carries the stored answer', async () => {
    for (let round = 0; round < rounds; round++) {
      const { test, attempt } = await start();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          rest(t.app, 'POST', '/v1/api/writingresponse', {
            token: candidate.idToken,
            body: { UId: candidate.uid, Status: 2, QId: test.id, UA: `answer ${i}`, TaskType: 3 },
          }),
        ),
      );
      const now = await stored(attempt.id);
      const storedText = now.answers.find((answer) => answer.taskKey === 'task1')?.text;
      for (const answer of answers) {
        expect(answer.status, answer.raw).toBe(200);
        expect(answer.body.UA).toBe(storedText);
        expect(answer.body.Status).toBe(2);
      }
    }
  });

  it('two tabs saving different tasks at once keep both texts', async () => {
    for (let round = 0; round < rounds; round++) {
      const { attempt } = await start();
      const saves = await Promise.all(
        [
          { taskKey: 'task1', text: `chart ${round}` },
          { taskKey: 'task2', text: `essay ${round}` },
        ].map((answer) =>
          graphql(t.app, saveDraftMutation, {
            token: candidate.idToken,
            variables: { id: attempt.id, answers: [answer] },
          }),
        ),
      );
      for (const save of saves) expect(save.errors).toEqual([]);
      expect((await stored(attempt.id)).answers).toEqual(both(`chart ${round}`, `essay ${round}`));
    }
  });

  it('two tutors claiming one answer at once: one is told it is theirs, the other CONFLICT', async () => {
    for (let round = 0; round < rounds; round++) {
      const { attempt } = await start();
      await graphqlOk(t.app, submitMutation, {
        token: candidate.idToken,
        variables: { id: attempt.id, answers: both('a', 'b') },
      });
      const claims = await Promise.all(
        tutors.map((tutor) =>
          graphql<{ claimAttempt: { claimedByMe: boolean } }>(
            t.app,
            'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }',
            { token: tutor.idToken, variables: { id: attempt.id } },
          ),
        ),
      );
      expect(claims.filter((claim) => claim.data?.claimAttempt.claimedByMe === true)).toHaveLength(1);
      expect(claims.flatMap(errorCodes)).toEqual(['CONFLICT']);
    }
  });

  it('a double publish after the deadline releases once and sends one "evaluation ready" mail', async () => {
    const submitted: { test: MockTest; attempt: AttemptData }[] = [];
    for (let round = 0; round < rounds; round++) {
      const { test, attempt } = await start();
      await graphqlOk(t.app, submitMutation, {
        token: candidate.idToken,
        variables: { id: attempt.id, answers: both('a', 'b') },
      });
      submitted.push({ test, attempt });
    }
    t.clock.advanceSeconds(2); // every deadline (1 s after its submit) has passed
    const tutor = tutors[0] as TestUser;
    const mailsBefore = await readyMails();
    for (const { test, attempt } of submitted) {
      const publish = () =>
        graphql(
          t.app,
          'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { evaluation { published } } }',
          { token: tutor.idToken, variables: { id: attempt.id, input: buildEvaluationInput(test) } },
        );
      const [first, second] = await Promise.all([publish(), publish()]);
      expect([...errorCodes(first), ...errorCodes(second)]).toEqual(['CONFLICT']);
      expect((await stored(attempt.id)).status).toBe('EVALUATION_DONE');
    }
    expect((await readyMails()) - mailsBefore).toBe(rounds);
  });

  it('a tutor cannot open their own answer, and nobody opens an answer still being written', async () => {
    const tutor = tutors[0] as TestUser;
    const test = tests[0] as MockTest;
    const own = await graphqlOk<{ startAttempt: AttemptData }>(
      t.app,
      `mutation($id: ID!) { startAttempt(mockTestId: $id) { ${attemptFields} } }`,
      { token: tutor.idToken, variables: { id: test.id } },
    );
    const gradingItem = 'query($id: ID!) { gradingItem(attemptId: $id) { candidateName } }';
    const asOther = await graphql(t.app, gradingItem, {
      token: (tutors[1] as TestUser).idToken,
      variables: { id: own.startAttempt.id },
    });
    expect(errorCodes(asOther)).toEqual(['CONFLICT']);
    await graphqlOk(t.app, submitMutation, {
      token: tutor.idToken,
      variables: { id: own.startAttempt.id, answers: both('mine', 'mine') },
    });
    const asOwner = await graphql(t.app, gradingItem, { token: tutor.idToken, variables: { id: own.startAttempt.id } });
    expect(errorCodes(asOwner)).toEqual(['FORBIDDEN']);
    const publishOwn = await graphql(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { evaluation { published } } }',
      { token: tutor.idToken, variables: { id: own.startAttempt.id, input: buildEvaluationInput(test) } },
    );
    expect(errorCodes(publishOwn)).toEqual(['FORBIDDEN']);
  });

  async function readyMails(): Promise<number> {
    const mails = await t.persistence.outbox.list(100_000);
    return mails.filter((mail) => mail.to === candidate.email && mail.subject === 'Your evaluation is ready').length;
  }
});

describe('time-up on the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Two seconds to write, one of grace: the server closes what the candidate left open.
    t = await createTestApp({ env: { TEST_DURATION_SECONDS: '2', TIME_UP_GRACE_SECONDS: '1' } });
    await t.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  it('submits an abandoned attempt at its end time with the last saved answers, then starts its evaluation clock', async () => {
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
    const user = await signUp('Tab Closer');
    const { startAttempt } = await graphqlOk<{ startAttempt: AttemptData }>(
      t.app,
      `mutation($id: ID!) { startAttempt(mockTestId: $id) { ${attemptFields} } }`,
      { token: user.idToken, variables: { id: test.id } },
    );
    await graphqlOk(t.app, saveDraftMutation, {
      token: user.idToken,
      variables: { id: startAttempt.id, answers: [{ taskKey: 'task2', text: 'What I managed to write.' }] },
    });
    // The tab is closed: no submit ever comes. The server's own timer closes the attempt.
    const read = async () =>
      (
        await graphqlOk<{ attempt: AttemptData }>(t.app, attemptQuery, {
          token: user.idToken,
          variables: { id: startAttempt.id },
        })
      ).attempt;
    await waitUntil(async () => (await read()).status === 'SUBMITTED', 15_000, 'the server to close the attempt');
    const closed = await read();
    expect(closed).toMatchObject({ timedOut: true, answers: [{ taskKey: 'task2', text: 'What I managed to write.' }] });
    expect(closed.deadlineAt).not.toBeNull();
    const late = await graphql(t.app, saveDraftMutation, {
      token: user.idToken,
      variables: { id: startAttempt.id, answers: [{ taskKey: 'task2', text: 'Too late.' }] },
    });
    expect(errorCodes(late)).toEqual(['CONFLICT']);
  });
});
