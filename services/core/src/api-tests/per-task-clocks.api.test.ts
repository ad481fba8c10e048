import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleDeadline } from '../application/evaluation/handle-deadline.use-case.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import { toeflKey } from '../domain/exam/exam.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, rest, signUp, waitUntil } from './api-helpers.ts';

// PTE and TOEFL time each task on its own: the next task opens when the previous one is submitted or its time ends,
// and the server closes a task at its time-up with the same timer that closes a whole IELTS test.

const clockFields = 'taskKey seconds startedAt endsAt closedAt timedOut';
const attemptFields = `id status timedOut endsAt answers { taskKey text } taskClocks { ${clockFields} }`;
type Clock = {
  taskKey: string;
  seconds: number;
  startedAt: string | null;
  endsAt: string | null;
  closedAt: string | null;
  timedOut: boolean;
};
type AttemptData = {
  id: string;
  status: string;
  timedOut: boolean;
  endsAt: string;
  answers: { taskKey: string; text: string }[];
  taskClocks: Clock[];
};
const startMutation = `mutation($id: ID!) { startAttempt(mockTestId: $id) { ${attemptFields} } }`;
const saveDraftMutation = `mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { ${attemptFields} } }`;
const submitTaskMutation = `mutation($id: ID!, $answer: AnswerInput!) { submitTask(attemptId: $id, answer: $answer) { ${attemptFields} } }`;
const attemptQuery = `query($id: ID!) { attempt(id: $id) { ${attemptFields} } }`;
const generousLimits = { RATE_LIMIT_USER_PER_MINUTE: '1000000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' };

async function candidateOf(t: TestApp, name: string): Promise<TestUser> {
  const user = await signUp(name);
  await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
  return user;
}

async function startTest(t: TestApp, user: TestUser, test: MockTest): Promise<AttemptData> {
  return (
    await graphqlOk<{ startAttempt: AttemptData }>(t.app, startMutation, {
      token: user.idToken,
      variables: { id: test.id },
    })
  ).startAttempt;
}

async function readAttempt(t: TestApp, user: TestUser, id: string): Promise<AttemptData> {
  return (await graphqlOk<{ attempt: AttemptData }>(t.app, attemptQuery, { token: user.idToken, variables: { id } }))
    .attempt;
}

const ms = (iso: string | null) => (iso === null ? null : new Date(iso).getTime());

describe('per-task clocks at the exam times (PTE 10 + 20 minutes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: generousLimits });
    await t.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes the PTE summary at 10 minutes while the essay stays open, and refuses a later summary draft', async () => {
    const test = buildMockTest({ exam: 'PTE', sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
    const user = await candidateOf(t, 'Pia Summary');
    const started = await startTest(t, user, test);
    const [summary, essay] = started.taskClocks;
    expect(summary).toMatchObject({ taskKey: 'summary', seconds: 600, closedAt: null });
    expect(essay).toMatchObject({ taskKey: 'essay', seconds: 1200, startedAt: null, endsAt: null });
    expect(ms(started.endsAt)).toBe((ms(summary?.startedAt ?? null) ?? 0) + 600_000);
    // The essay cannot be written while the summary's clock runs.
    const early = await graphql(t.app, saveDraftMutation, {
      token: user.idToken,
      variables: { id: started.id, answers: [{ taskKey: 'essay', text: 'Too early.' }] },
    });
    expect(errorCodes(early)).toEqual(['CONFLICT']);
    expect(early.errors[0]?.message).toBe(
      'Write Essay opens when Summarize Written Text is submitted or its time ends.',
    );
    await graphqlOk(t.app, saveDraftMutation, {
      token: user.idToken,
      variables: { id: started.id, answers: [{ taskKey: 'summary', text: 'Cities plant trees to cool streets.' }] },
    });

    // At 9:59 the summary is still open (a timer waking early changes nothing); at 10:00 plus the grace the server's
    // timer closes it.
    t.clock.advanceSeconds(599);
    expect(await handleDeadline(t.container.deps, { attemptId: started.id })).toBe('skipped');
    expect((await readAttempt(t, user, started.id)).taskClocks[0]?.closedAt).toBeNull();
    t.clock.advanceSeconds(1 + t.container.deps.settings.timeUpGraceSeconds);
    expect(await handleDeadline(t.container.deps, { attemptId: started.id })).toBe('closed');

    const after = await readAttempt(t, user, started.id);
    expect(after.status).toBe('IN_PROGRESS');
    expect(after.taskClocks[0]).toMatchObject({ taskKey: 'summary', timedOut: true });
    expect(after.taskClocks[0]?.closedAt).not.toBeNull();
    // The essay opened at the summary's end with its own 20 minutes, and is the clock that runs now.
    expect(after.taskClocks[1]?.startedAt).toBe(summary?.endsAt);
    expect(ms(after.taskClocks[1]?.endsAt ?? null)).toBe((ms(summary?.endsAt ?? null) ?? 0) + 1_200_000);
    expect(after.taskClocks[1]?.closedAt).toBeNull();
    expect(after.endsAt).toBe(after.taskClocks[1]?.endsAt);

    const refused = await graphql(t.app, saveDraftMutation, {
      token: user.idToken,
      variables: { id: started.id, answers: [{ taskKey: 'summary', text: 'An edit after the time.' }] },
    });
    expect(errorCodes(refused)).toEqual(['CONFLICT']);
    expect(refused.errors[0]?.message).toMatch(/^Summarize Written Text is closed .* its last saved answer is kept\.$/);
    const essay2 = await graphqlOk<{ saveDraft: AttemptData }>(t.app, saveDraftMutation, {
      token: user.idToken,
      variables: { id: started.id, answers: [{ taskKey: 'essay', text: 'The essay goes on.' }] },
    });
    expect(essay2.saveDraft.answers).toEqual([
      { taskKey: 'summary', text: 'Cities plant trees to cool streets.' },
      { taskKey: 'essay', text: 'The essay goes on.' },
    ]);
  });

  it('keeps the REST contract: a draft of the second TOEFL task moves the candidate on from the first', async () => {
    const test = buildMockTest({ exam: toeflKey, sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
    const user = await candidateOf(t, 'Rafa Rest');
    const post = (TaskType: number, UA: string, Status = 1) =>
      rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: user.idToken,
        body: { UId: user.uid, Status, QId: test.id, UA, TaskType, SelectedTest: 12 },
      });
    expect((await post(3, 'Dear Ms Ode, thank you.')).status).toBe(200);
    expect((await post(4, 'I side with the first student.')).status).toBe(200);
    const late = await post(3, 'Back to the email?');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/^Write an Email is closed/);
    const submitted = await post(4, 'I side with the first student, because...', 2);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ Status: 2, TO: false, UA: 'I side with the first student, because...' });
    const list = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${user.uid}`, { token: user.idToken });
    expect((list.body as { UA: string }[]).map((record) => record.UA)).toEqual([
      'Dear Ms Ode, thank you.',
      'I side with the first student, because...',
    ]);
  });

  it('leaves IELTS on one shared hour: no task clocks, both tasks writable', async () => {
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
    const user = await candidateOf(t, 'Ivo Ielts');
    const started = await startTest(t, user, test);
    expect(started.taskClocks).toEqual([]);
    const saved = await graphqlOk<{ saveDraft: AttemptData }>(t.app, saveDraftMutation, {
      token: user.idToken,
      variables: { id: started.id, answers: [{ taskKey: 'task2', text: 'Essay first.' }] },
    });
    expect(saved.saveDraft.answers).toEqual([{ taskKey: 'task2', text: 'Essay first.' }]);
    const refused = await graphql(t.app, submitTaskMutation, {
      token: user.idToken,
      variables: { id: started.id, answer: { taskKey: 'task1', text: 'x' } },
    });
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('the server closes an abandoned TOEFL attempt task by task (short test durations)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 6 seconds shared out as 6 : 7 : 10 minutes: 2 s for Build a Sentence, 2 s for the email, 3 s for the discussion.
    t = await createTestApp({ env: { ...generousLimits, TEST_DURATION_SECONDS: '6', TIME_UP_GRACE_SECONDS: '0' } });
    await t.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes Build a Sentence and the email at their times, opens the discussion, then closes it and hands in the test', async () => {
    const test = buildMockTest({ exam: toeflKey, sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
    const user = await candidateOf(t, 'Abe Abandon');
    const started = await startTest(t, user, test);
    expect(started.taskClocks.map((clock) => clock.seconds)).toEqual([2, 2, 3]);
    const stored = () => t.container.deps.attempts.findById(started.id);
    await waitUntil(async () => (await stored())?.taskClocks[0]?.closedAt != null, 5_000, 'Build a Sentence to close');
    await graphqlOk(t.app, saveDraftMutation, {
      token: user.idToken,
      variables: { id: started.id, answers: [{ taskKey: 'email', text: 'Dear Professor, I write about the trip.' }] },
    });
    // Nobody calls again: the in-process timer closes the email, then the discussion.
    await waitUntil(async () => (await stored())?.taskClocks[1]?.closedAt != null, 5_000, 'the email to close');
    const between = await stored();
    expect(between?.status).toBe('InProgress');
    expect(between?.taskClocks[2]?.startedAt).toEqual(between?.taskClocks[1]?.endsAt);
    await waitUntil(async () => (await stored())?.status === 'Submitted', 8_000, 'the discussion to close');

    const closed = await readAttempt(t, user, started.id);
    expect(closed).toMatchObject({ status: 'SUBMITTED', timedOut: true });
    expect(closed.taskClocks.map((clock) => [clock.taskKey, clock.timedOut])).toEqual([
      ['buildSentence', true],
      ['email', true],
      ['discussion', true],
    ]);
    for (const clock of closed.taskClocks) {
      // Closed by the server at its end time (within the timer's slack), never before.
      expect(ms(clock.closedAt) ?? 0).toBeGreaterThanOrEqual(ms(clock.endsAt) ?? Number.POSITIVE_INFINITY);
      expect((ms(clock.closedAt) ?? 0) - (ms(clock.endsAt) ?? 0)).toBeLessThan(2_000);
    }
    expect(closed.answers).toEqual([{ taskKey: 'email', text: 'Dear Professor, I write about the trip.' }]);
  });
});

describe('submit-task racing the time-up on PostgreSQL (20 rounds)', () => {
  const rounds = 20;
  let t: TestApp;
  let user: TestUser;
  const tests: MockTest[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { ...generousLimits, TIME_UP_GRACE_SECONDS: '0' } });
    await t.reset();
    for (let i = 0; i < rounds; i++) {
      const test = buildMockTest({ exam: 'PTE', sequence: 1, title: `PTE race ${i}` });
      await t.container.deps.mockTests.upsert(test);
      tests.push(test);
    }
    user = await candidateOf(t, 'Rhea Race');
  });
  afterAll(async () => {
    await t.close();
  });

  it('one outcome per round: the summary closes once, the essay opens once, no saved text is lost', async () => {
    const outcomes = new Set<string>();
    for (const [round, test] of tests.entries()) {
      const started = await startTest(t, user, test);
      await graphqlOk(t.app, saveDraftMutation, {
        token: user.idToken,
        variables: { id: started.id, answers: [{ taskKey: 'summary', text: `saved ${round}` }] },
      });
      const before = await t.container.deps.attempts.findById(started.id);
      // Bring the server's clock to a few milliseconds before the summary's time-up, then fire both at once.
      const endsAt = ms(started.endsAt) ?? 0;
      t.clock.advanceSeconds((endsAt - t.clock.now().getTime() - 3 + (round % 4)) / 1000);
      const [submitted, timer] = await Promise.all([
        graphql<{ submitTask: AttemptData }>(t.app, submitTaskMutation, {
          token: user.idToken,
          variables: { id: started.id, answer: { taskKey: 'summary', text: `submitted ${round}` } },
        }),
        handleDeadline(t.container.deps, { attemptId: started.id }),
      ]);
      expect(submitted.errors, submitted.raw).toEqual([]);
      const after = await t.container.deps.attempts.findById(started.id);
      if (!after || !before) throw new Error('attempt missing');
      // One write: the summary closed by exactly one of the two.
      expect(after.version).toBe(before.version + 1);
      expect(after.status).toBe('InProgress');
      const [summary, essay] = after.taskClocks;
      expect(summary?.closedAt).not.toBeNull();
      expect(essay?.startedAt).not.toBeNull();
      expect(essay?.closedAt).toBeNull();
      const text = after.answers.find((answer) => answer.taskKey === 'summary')?.text;
      if (summary?.timedOut) {
        // Time-up first: the timer closed it, or the submit itself arrived after the time-up (pens down).
        expect(text).toBe(`saved ${round}`);
        expect(essay?.startedAt).toEqual(summary.endsAt);
      } else {
        expect(timer).toBe('skipped');
        expect(text).toBe(`submitted ${round}`);
        expect(essay?.startedAt).toEqual(summary?.closedAt);
      }
      // The candidate is told what is stored, whichever came first.
      const answered = submitted.data?.submitTask;
      expect(answered?.taskClocks.map((clock) => clock.closedAt)).toEqual(
        after.taskClocks.map((clock) => clock.closedAt?.toISOString() ?? null),
      );
      outcomes.add(summary?.timedOut ? `time-up first (timer ${timer})` : 'submit first');
    }
    // Which came first varies with the milliseconds left; every round above had one consistent outcome.
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
