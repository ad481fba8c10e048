import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockTest } from '../application/testing/builders.ts';
import { getPlan } from '../domain/plan/plan-catalogue.ts';
import { loadConfig } from '../main/config.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, waitUntil } from './api-helpers.ts';
import { escalationScenes } from './escalation-helpers.ts';
import { mailsTo } from './payment-helpers.ts';

const offMessage = 'Test clocks are off on this platform (TEST_CLOCKS).';
const setTestClockMutation = `mutation($input: SetTestClockInput!) {
  setTestClock(input: $input) { email evaluationDeadlineSeconds writingSeconds secondMarking updatedAt }
}`;
const makeTimerDueNowMutation = 'mutation($id: String!) { makeTimerDueNow(timerId: $id) }';
const attemptQuery = `query($id: ID!) {
  attempt(id: $id) { id startedAt endsAt submittedAt deadlineAt taskClocks { seconds } evaluation { id } }
}`;

type AttemptData = {
  id: string;
  startedAt: string;
  endsAt: string;
  submittedAt: string | null;
  deadlineAt: string | null;
  taskClocks: { seconds: number }[];
  evaluation: { id: string } | null;
};

const ms = (iso: string | null) => new Date(iso as string).getTime();

describe('GraphQL: test clocks (TEST_CLOCKS on)', () => {
  let t: TestApp;
  const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Night trains' });
  const pteTest = buildMockTest({ exam: 'PTE', sequence: 1, title: 'Cities at night' });

  beforeAll(async () => {
    // No platform-wide deadline: the plan's minutes apply unless an account's test clock says otherwise.
    t = await createTestApp({ env: { TEST_CLOCKS: 'true', EVALUATION_DEADLINE_SECONDS: '' } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    for (const each of [test, pteTest]) await t.container.deps.mockTests.upsert(each);
  });

  const { asCandidate, asStaff, submit, claimAndPublish } = escalationScenes(() => t);
  const setClock = (admin: TestUser, input: Record<string, unknown>) =>
    graphql<{ setTestClock: Record<string, unknown> }>(t.app, setTestClockMutation, {
      token: admin.idToken,
      variables: { input },
    });
  const readAttempt = async (user: TestUser, id: string) =>
    (await graphqlOk<{ attempt: AttemptData }>(t.app, attemptQuery, { token: user.idToken, variables: { id } }))
      .attempt;
  const start = async (user: TestUser, mockTestId: string) =>
    (
      await graphqlOk<{ startAttempt: AttemptData }>(
        t.app,
        'mutation($id: ID!) { startAttempt(mockTestId: $id) { id startedAt endsAt taskClocks { seconds } } }',
        { token: user.idToken, variables: { id: mockTestId } },
      )
    ).startAttempt;

  it("sets one candidate's evaluation deadline in seconds; another candidate keeps the plan's", async () => {
    const admin = await asStaff('Ada Admin', 'admin');
    const timed = await asCandidate('Tim Timed');
    const other = await asCandidate('Olga Other');
    const set = await setClock(admin, { email: timed.email, evaluationDeadlineSeconds: 5 });
    expect(set.errors).toEqual([]);
    expect(set.data?.setTestClock).toMatchObject({
      email: timed.email,
      evaluationDeadlineSeconds: 5,
      writingSeconds: null,
      secondMarking: null,
    });

    const mine = await readAttempt(timed, await submit(timed, test));
    const theirs = await readAttempt(other, await submit(other, test));
    expect(ms(mine.deadlineAt) - ms(mine.submittedAt)).toBe(5_000);
    expect(ms(theirs.deadlineAt) - ms(theirs.submittedAt)).toBe(getPlan('bronze').evaluationMinutes * 60_000);
  });

  it("shortens one candidate's writing time, every task clock included, and nobody else's", async () => {
    const admin = await asStaff('Ada Admin', 'admin');
    const timed = await asCandidate('Tim Timed');
    const other = await asCandidate('Olga Other');
    expect((await setClock(admin, { email: timed.email, writingSeconds: 120 })).errors).toEqual([]);

    const mine = await start(timed, test.id);
    const theirs = await start(other, test.id);
    expect(ms(mine.endsAt) - ms(mine.startedAt)).toBe(120_000);
    expect(ms(theirs.endsAt) - ms(theirs.startedAt)).toBe(60 * 60_000);

    const myPte = await start(timed, pteTest.id);
    const theirPte = await start(other, pteTest.id);
    const total = (attempt: AttemptData) => attempt.taskClocks.reduce((sum, clock) => sum + clock.seconds, 0);
    expect(myPte.taskClocks.length).toBeGreaterThan(0);
    expect(total(myPte)).toBeLessThanOrEqual(120);
    expect(total(theirPte)).toBe(pteTest.tasks.reduce((sum, task) => sum + task.minutes * 60, 0));
  });

  it("draws that candidate's submission for second marking with ALWAYS (the platform draws none)", async () => {
    const admin = await asStaff('Ada Admin', 'admin');
    const timed = await asCandidate('Tim Timed');
    const other = await asCandidate('Olga Other');
    expect((await setClock(admin, { email: timed.email, secondMarking: 'ALWAYS' })).errors).toEqual([]);
    const drawn = await submit(timed, test);
    const notDrawn = await submit(other, test);
    const secondMarking = async (attemptId: string) =>
      (
        await graphqlOk<{ secondMarking: { attempt: { id: string } } | null }>(
          t.app,
          'query($id: ID!) { secondMarking(attemptId: $id) { attempt { id } } }',
          { token: admin.idToken, variables: { id: attemptId } },
        )
      ).secondMarking;
    expect(await secondMarking(drawn)).toEqual({ attempt: { id: drawn } });
    expect(await secondMarking(notDrawn)).toBeNull();
  });

  it('releases a published evaluation at once when an admin makes its deadline due now', async () => {
    const admin = await asStaff('Ada Admin', 'admin');
    const tutor = await asStaff('Tom Tutor');
    const timed = await asCandidate('Tim Timed');
    // An hour away: only makeTimerDueNow can release it during the test.
    expect((await setClock(admin, { email: timed.email, evaluationDeadlineSeconds: 3600 })).errors).toEqual([]);
    const attemptId = await submit(timed, test);
    await claimAndPublish(tutor, attemptId, test);
    expect((await readAttempt(timed, attemptId)).evaluation).toBeNull();

    const fired = await graphqlOk<{ makeTimerDueNow: boolean }>(t.app, makeTimerDueNowMutation, {
      token: admin.idToken,
      variables: { id: attemptId },
    });
    expect(fired.makeTimerDueNow).toBe(true);
    // The in-process scheduler runs the real handler on its next turn: no deadline to wait for.
    await waitUntil(async () => (await readAttempt(timed, attemptId)).evaluation !== null, 3_000, 'the release');
    const released = await readAttempt(timed, attemptId);
    expect(ms(released.deadlineAt)).toBeLessThanOrEqual(Date.now());
    expect(ms(released.deadlineAt) - ms(released.submittedAt)).toBeLessThan(3_600_000);
    await waitUntil(async () => (await mailsTo(t, timed.email)).length > 0, 3_000, 'the mail');
    expect((await mailsTo(t, timed.email)).map((mail) => mail.subject)).toEqual(['Your evaluation is ready']);
    // Nothing left to do for that timer.
    const again = await graphqlOk<{ makeTimerDueNow: boolean }>(t.app, makeTimerDueNowMutation, {
      token: admin.idToken,
      variables: { id: attemptId },
    });
    expect(again.makeTimerDueNow).toBe(false);
  });

  it('refuses a tutor, a malformed timer id, an unknown one and seconds out of range', async () => {
    const admin = await asStaff('Ada Admin', 'admin');
    const tutor = await asStaff('Tom Tutor');
    const timed = await asCandidate('Tim Timed');
    const attemptId = await submit(timed, test);
    expect(errorCodes(await setClock(tutor, { email: timed.email, evaluationDeadlineSeconds: 5 }))).toEqual([
      'FORBIDDEN',
    ]);
    const fire = (user: TestUser, id: string) =>
      graphql(t.app, makeTimerDueNowMutation, { token: user.idToken, variables: { id } });
    expect(errorCodes(await fire(tutor, attemptId))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await fire(admin, 'escalation:../etc'))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await fire(admin, 'no-such-attempt'))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await setClock(admin, { email: timed.email, evaluationDeadlineSeconds: 0 }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(errorCodes(await setClock(admin, { email: timed.email, writingSeconds: 86_401 }))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });
});

describe('GraphQL: test clocks (TEST_CLOCKS off)', () => {
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

  const { asCandidate, asStaff } = escalationScenes(() => t);

  it('refuses both mutations, even to an admin, with a clear message', async () => {
    const admin = await asStaff('Ada Admin', 'admin');
    const timed = await asCandidate('Tim Timed');
    const set = await graphql(t.app, setTestClockMutation, {
      token: admin.idToken,
      variables: { input: { email: timed.email, evaluationDeadlineSeconds: 5 } },
    });
    const fire = await graphql(t.app, makeTimerDueNowMutation, {
      token: admin.idToken,
      variables: { id: 'any-attempt' },
    });
    for (const answer of [set, fire]) {
      expect(errorCodes(answer)).toEqual(['FORBIDDEN']);
      expect(answer.errors[0]?.message).toBe(offMessage);
    }
  });

  it('is refused with production at start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme', TEST_CLOCKS: 'true' })).toThrow(
      'Refusing to start: TEST_CLOCKS is on in production',
    );
  });
});
