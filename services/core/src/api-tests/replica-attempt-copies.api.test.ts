import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleDeadline } from '../application/evaluation/handle-deadline.use-case.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp } from './api-helpers.ts';

// Two core replicas on one PostgreSQL: each process keeps the attempts it last read or stored as the base of the next
// autosave. A write made elsewhere (the other replica, the worker's time-up closing) makes that copy stale, and a copy
// must never decide a refusal: with per-task clocks (PTE, TOEFL) the stale copy says the next task is not open yet.

const attemptFields = 'id status answers { taskKey text } taskClocks { taskKey startedAt closedAt timedOut }';
type AttemptData = {
  id: string;
  status: string;
  answers: { taskKey: string; text: string }[];
  taskClocks: { taskKey: string; startedAt: string | null; closedAt: string | null; timedOut: boolean }[];
};
const startMutation = `mutation($id: ID!) { startAttempt(mockTestId: $id) { ${attemptFields} } }`;
const saveDraftMutation = `mutation($id: ID!, $answers: [AnswerInput!]!) { saveDraft(attemptId: $id, answers: $answers) { ${attemptFields} } }`;
const submitTaskMutation = `mutation($id: ID!, $answer: AnswerInput!) { submitTask(attemptId: $id, answer: $answer) { ${attemptFields} } }`;
const submitMutation = `mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { ${attemptFields} } }`;
const attemptQuery = `query($id: ID!) { attempt(id: $id) { ${attemptFields} } }`;
const generousLimits = { RATE_LIMIT_USER_PER_MINUTE: '1000000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' };

describe('two core replicas on one database: a per-process copy of an attempt never decides a refusal', () => {
  // Each app has its own ORM, so its own copies: as two processes would.
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: generousLimits });
    b = await createTestApp({ env: generousLimits });
    await a.reset();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  let test: MockTest;
  let user: TestUser;
  let attemptId: string;
  const on = (t: TestApp) => ({
    saveDraft: (answers: { taskKey: string; text: string }[]) =>
      graphql<{ saveDraft: AttemptData }>(t.app, saveDraftMutation, {
        token: user.idToken,
        variables: { id: attemptId, answers },
      }),
    submitTask: (answer: { taskKey: string; text: string }) =>
      graphql<{ submitTask: AttemptData }>(t.app, submitTaskMutation, {
        token: user.idToken,
        variables: { id: attemptId, answer },
      }),
    submit: (answers: { taskKey: string; text: string }[]) =>
      graphql<{ submitAttempt: AttemptData }>(t.app, submitMutation, {
        token: user.idToken,
        variables: { id: attemptId, answers },
      }),
    read: async () =>
      (
        await graphqlOk<{ attempt: AttemptData }>(t.app, attemptQuery, {
          token: user.idToken,
          variables: { id: attemptId },
        })
      ).attempt,
  });

  let round = 0;
  beforeEach(async () => {
    round += 1;
    test = buildMockTest({ exam: 'PTE', sequence: 1, title: `PTE replicas ${round}` });
    await a.container.deps.mockTests.upsert(test);
    // Replica B loaded the bank before this test existed (at the first request of another suite, or not at all).
    b.container.questionBank.forget();
    user = await signUp(`Rena Replica ${round}`);
    await graphqlOk(a.app, '{ me { id } }', { token: user.idToken });
    // Started, read and autosaved on replica A: A now holds its copy of the attempt.
    const started = await graphqlOk<{ startAttempt: AttemptData }>(a.app, startMutation, {
      token: user.idToken,
      variables: { id: test.id },
    });
    attemptId = started.startAttempt.id;
    expect((await on(a).saveDraft([{ taskKey: 'summary', text: 'Trees cool the streets.' }])).errors).toEqual([]);
    expect((await on(a).read()).taskClocks[1]?.startedAt).toBeNull();
  });

  it('task 1 handed in on replica B: the task-2 autosave and the final submit on replica A are accepted', async () => {
    const handedIn = await on(b).submitTask({ taskKey: 'summary', text: 'Cities plant trees to cool streets.' });
    expect(handedIn.errors, handedIn.raw).toEqual([]);
    expect(handedIn.data?.submitTask.taskClocks[1]?.startedAt).not.toBeNull();

    const autosaved = await on(a).saveDraft([{ taskKey: 'essay', text: 'Cities should plant' }]);
    expect(autosaved.errors, autosaved.raw).toEqual([]);
    expect(autosaved.data?.saveDraft.answers).toEqual([
      { taskKey: 'summary', text: 'Cities plant trees to cool streets.' },
      { taskKey: 'essay', text: 'Cities should plant' },
    ]);
    // The next autosave on A works from the copy A just stored: still one write, still accepted.
    const again = await on(a).saveDraft([{ taskKey: 'essay', text: 'Cities should plant more trees' }]);
    expect(again.errors, again.raw).toEqual([]);

    const submitted = await on(a).submit([{ taskKey: 'essay', text: 'Cities should plant more trees, because...' }]);
    expect(submitted.errors, submitted.raw).toEqual([]);
    expect(submitted.data?.submitAttempt).toMatchObject({
      status: 'SUBMITTED',
      answers: [
        { taskKey: 'summary', text: 'Cities plant trees to cool streets.' },
        { taskKey: 'essay', text: 'Cities should plant more trees, because...' },
      ],
    });
    // Both replicas answer with what is stored.
    expect(await on(b).read()).toEqual(submitted.data?.submitAttempt);
  });

  it('task 1 closed at its time-up by the timer path of another process: the autosave and submit on A are accepted', async () => {
    // Both servers' clocks past the summary's 10 minutes and the grace; the time-up closing runs on B's own
    // persistence, as the worker does, straight against the database.
    const pastTimeUp = 600 + a.container.deps.settings.timeUpGraceSeconds + 1;
    a.clock.advanceSeconds(pastTimeUp);
    b.clock.advanceSeconds(pastTimeUp);
    expect(await handleDeadline(b.container.deps, { attemptId })).toBe('closed');
    const closed = await on(b).read();
    expect(closed.taskClocks[0]).toMatchObject({ taskKey: 'summary', timedOut: true });
    expect(closed.taskClocks[1]?.startedAt).not.toBeNull();

    const autosaved = await on(a).saveDraft([{ taskKey: 'essay', text: 'Shade matters' }]);
    expect(autosaved.errors, autosaved.raw).toEqual([]);
    // A refusal is still made, on what is stored: the summary is closed.
    const late = await on(a).saveDraft([{ taskKey: 'summary', text: 'One more edit.' }]);
    expect(errorCodes(late)).toEqual(['CONFLICT']);
    expect(late.errors[0]?.message).toMatch(/^Summarize Written Text is closed/);

    const submitted = await on(a).submit([{ taskKey: 'essay', text: 'Shade matters in hot cities.' }]);
    expect(submitted.errors, submitted.raw).toEqual([]);
    expect(submitted.data?.submitAttempt).toMatchObject({
      status: 'SUBMITTED',
      answers: [
        { taskKey: 'summary', text: 'Trees cool the streets.' },
        { taskKey: 'essay', text: 'Shade matters in hot cities.' },
      ],
    });
  });
});
