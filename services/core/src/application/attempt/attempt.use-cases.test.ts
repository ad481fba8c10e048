import { describe, expect, it } from 'vitest';
import type { Profile } from '../../domain/profile/profile.ts';
import { reconcileDeadlines } from '../evaluation/reconcile-deadlines.use-case.ts';
import { buildEvaluation, buildMockTest, buildProfile } from '../testing/builders.ts';
import { domainErrorOf } from '../testing/expect-domain-error.ts';
import { createInMemoryDeps } from '../testing/in-memory-deps.ts';
import { getAttempt } from './get-attempt.use-case.ts';
import { listAttemptRecords } from './list-attempt-records.use-case.ts';
import { listAttempts } from './list-my-attempts.use-case.ts';
import { saveDraft } from './save-draft.use-case.ts';
import { startAttempt } from './start-attempt.use-case.ts';
import { submitAttempt } from './submit-attempt.use-case.ts';
import { writeTaskAnswer } from './write-task-answer.use-case.ts';

const freeTest = buildMockTest({ id: 'iea-1', exam: 'IELTSAcademic', sequence: 1 });
const paidTest = buildMockTest({ id: 'iea-2', exam: 'IELTSAcademic', sequence: 2 });
const oetTest = buildMockTest({ id: 'odn-1', exam: 'OETNurses', sequence: 1 });

function goldCandidate(overrides: Partial<Profile> = {}): Profile {
  return buildProfile({
    selectedExam: 'IELTSAcademic',
    plan: 'gold',
    isSubscribed: true,
    expiresAt: new Date('2025-09-01T00:00:00Z'),
    ...overrides,
  });
}

function setup(actor: Profile = buildProfile(), options: { deadlineSecondsOverride?: number | null } = {}) {
  const deps = createInMemoryDeps({ mockTests: [freeTest, paidTest, oetTest], profiles: [actor], ...options });
  return { deps, actor };
}

describe('startAttempt', () => {
  it('starts the clock on the server with the test minutes', async () => {
    const { deps, actor } = setup();
    const attempt = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    expect(attempt).toMatchObject({ status: 'InProgress', userId: actor.userId, mockTestId: 'iea-1' });
    expect(attempt.startedAt).toEqual(deps.clock.now());
    expect(attempt.endsAt.getTime() - attempt.startedAt.getTime()).toBe(60 * 60_000);
  });

  it("gives OET its reading time on top of the letter's 40 minutes", async () => {
    const { deps, actor } = setup();
    const attempt = await startAttempt(deps, { actor, mockTestId: 'odn-1' });
    expect(attempt.endsAt.getTime() - attempt.startedAt.getTime()).toBe(45 * 60_000);
  });

  it('returns the attempt already started, so a refresh never resets the timer', async () => {
    const { deps, actor } = setup();
    const first = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    deps.clock.advanceMinutes(25);
    const again = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    expect(again.id).toBe(first.id);
    expect(again.endsAt).toEqual(first.endsAt);
    expect(deps.attempts.all()).toHaveLength(1);
  });

  it('creates one attempt when two devices start at once', async () => {
    const { deps, actor } = setup();
    const [a, b] = await Promise.all([
      startAttempt(deps, { actor, mockTestId: 'iea-1' }),
      startAttempt(deps, { actor, mockTestId: 'iea-1' }),
    ]);
    expect(a.id).toBe(b.id);
    expect(deps.attempts.all()).toHaveLength(1);
  });

  it('refuses a test outside the plan, and opens it to a subscriber', async () => {
    const { deps, actor } = setup();
    const error = await domainErrorOf(startAttempt(deps, { actor, mockTestId: 'iea-2' }));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('This test is not included in your plan.');
    const subscriber = goldCandidate();
    expect((await startAttempt(deps, { actor: subscriber, mockTestId: 'iea-2' })).status).toBe('InProgress');
  });

  it('says NOT_FOUND for an unknown test', async () => {
    const { deps, actor } = setup();
    expect((await domainErrorOf(startAttempt(deps, { actor, mockTestId: 'nope' }))).code).toBe('NOT_FOUND');
  });
});

describe('saveDraft', () => {
  it('autosaves the answers', async () => {
    const { deps, actor } = setup();
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    await saveDraft(deps, { actor, attemptId: id, answers: [{ taskKey: 'task1', text: 'The chart compares' }] });
    await saveDraft(deps, { actor, attemptId: id, answers: [{ taskKey: 'task2', text: 'Some people argue' }] });
    expect((await deps.attempts.findById(id))?.answers).toEqual([
      { taskKey: 'task1', text: 'The chart compares' },
      { taskKey: 'task2', text: 'Some people argue' },
    ]);
  });

  it("refuses to write into another user's attempt, even for a tutor", async () => {
    const { deps, actor } = setup();
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    for (const intruder of [buildProfile(), buildProfile({ role: 'tutor' })]) {
      const error = await domainErrorOf(
        saveDraft(deps, { actor: intruder, attemptId: id, answers: [{ taskKey: 'task1', text: 'x' }] }),
      );
      expect(error.code).toBe('FORBIDDEN');
    }
  });

  it('refuses tasks the test does not have and answers over 20,000 characters', async () => {
    const { deps, actor } = setup();
    const { id } = await startAttempt(deps, { actor, mockTestId: 'odn-1' });
    deps.clock.advanceMinutes(5); // past OET's reading time
    expect(
      (await domainErrorOf(saveDraft(deps, { actor, attemptId: id, answers: [{ taskKey: 'task1', text: 'x' }] })))
        .message,
    ).toBe("This test has no task 'task1'.");
    expect(
      (
        await domainErrorOf(
          saveDraft(deps, { actor, attemptId: id, answers: [{ taskKey: 'letter', text: 'y'.repeat(20_001) }] }),
        )
      ).message,
    ).toBe('An answer may be at most 20,000 characters.');
  });

  it('refuses drafts after the submit (CONFLICT)', async () => {
    const { deps, actor } = setup();
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    await submitAttempt(deps, { actor, attemptId: id, answers: [{ taskKey: 'task1', text: 'Final' }] });
    const error = await domainErrorOf(
      saveDraft(deps, { actor, attemptId: id, answers: [{ taskKey: 'task1', text: 'Edited' }] }),
    );
    expect(error.code).toBe('CONFLICT');
    expect((await deps.attempts.findById(id))?.answers).toEqual([{ taskKey: 'task1', text: 'Final' }]);
  });

  it('says NOT_FOUND for an unknown attempt', async () => {
    const { deps, actor } = setup();
    expect((await domainErrorOf(saveDraft(deps, { actor, attemptId: 'nope', answers: [] }))).code).toBe('NOT_FOUND');
  });
});

describe('submitAttempt', () => {
  it("submits, sets the deadline from the plan's minutes and schedules it", async () => {
    const { deps, actor } = setup(goldCandidate());
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-2' });
    deps.clock.advanceMinutes(52);
    const submitted = await submitAttempt(deps, {
      actor,
      attemptId: id,
      answers: [
        { taskKey: 'task1', text: 'The graph shows' },
        { taskKey: 'task2', text: 'In my opinion' },
      ],
    });
    expect(submitted).toMatchObject({ status: 'Submitted', timedOut: false, secondsTaken: 52 * 60 });
    expect(submitted.submittedAt).toEqual(deps.clock.now());
    expect(submitted.deadlineAt?.getTime()).toBe(deps.clock.now().getTime() + 18 * 60_000);
    // Armed twice: the closing time at the start, then the evaluation deadline at the submit.
    expect(deps.deadlines.calls.map((call) => call.at)).toEqual([
      new Date(submitted.endsAt.getTime() + 30_000),
      submitted.deadlineAt,
    ]);
    expect(await deps.attempts.findById(id)).toEqual(submitted);
  });

  it("waits Bronze's 210 minutes for a candidate without a plan", async () => {
    const { deps, actor } = setup();
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    const submitted = await submitAttempt(deps, { actor, attemptId: id, answers: [] });
    expect(submitted.deadlineAt?.getTime()).toBe(deps.clock.now().getTime() + 210 * 60_000);
  });

  it('uses the configured override seconds instead', async () => {
    const { deps, actor } = setup(buildProfile(), { deadlineSecondsOverride: 5 });
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    const submitted = await submitAttempt(deps, { actor, attemptId: id, answers: [] });
    expect(submitted.deadlineAt?.getTime()).toBe(deps.clock.now().getTime() + 5_000);
  });

  it('is idempotent: a second submit returns the same attempt and schedules nothing more', async () => {
    const { deps, actor } = setup();
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    const first = await submitAttempt(deps, { actor, attemptId: id, answers: [{ taskKey: 'task2', text: 'Mine' }] });
    deps.clock.advanceMinutes(3);
    const second = await submitAttempt(deps, {
      actor,
      attemptId: id,
      answers: [{ taskKey: 'task2', text: 'Changed my mind' }],
    });
    expect(second).toEqual(first);
    expect(deps.deadlines.calls).toHaveLength(2); // the closing time at the start, the deadline at the first submit
    expect((await deps.attempts.findById(id))?.answers).toEqual([{ taskKey: 'task2', text: 'Mine' }]);
  });

  it('flags a submit after the time ran out and the grace passed, and keeps the last saved answers', async () => {
    const { deps, actor } = setup();
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    await saveDraft(deps, { actor, attemptId: id, answers: [{ taskKey: 'task2', text: 'saved in time' }] });
    deps.clock.advanceMinutes(62);
    const late = await submitAttempt(deps, { actor, attemptId: id, answers: [{ taskKey: 'task2', text: 'too late' }] });
    expect(late).toMatchObject({ timedOut: true, answers: [{ taskKey: 'task2', text: 'saved in time' }] });
  });

  it('keeps a submission whose scheduling failed; the reconcile schedules it later', async () => {
    const { deps, actor } = setup();
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    deps.deadlines.failWith(new Error('Redis is down'));
    // The candidate's submit succeeds: the answer is stored, only its timer is missing for now.
    expect((await submitAttempt(deps, { actor, attemptId: id, answers: [] })).status).toBe('Submitted');
    const stored = await deps.attempts.findById(id);
    expect(stored?.status).toBe('Submitted');
    expect((await submitAttempt(deps, { actor, attemptId: id, answers: [] })).status).toBe('Submitted');

    deps.deadlines.failWith(null);
    expect(await reconcileDeadlines(deps)).toEqual({ handled: 0, rescheduled: 1 });
    expect(deps.deadlines.pending().get(id)).toEqual(stored?.deadlineAt);
  });

  it("refuses to submit another user's attempt", async () => {
    const { deps, actor } = setup();
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    const error = await domainErrorOf(submitAttempt(deps, { actor: buildProfile(), attemptId: id, answers: [] }));
    expect(error.code).toBe('FORBIDDEN');
    expect((await deps.attempts.findById(id))?.status).toBe('InProgress');
  });
});

describe('listAttempts', () => {
  it("lists the caller's attempts, refuses other candidates, serves tutors", async () => {
    const { deps, actor } = setup(goldCandidate());
    await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    deps.clock.advanceMinutes(1);
    await startAttempt(deps, { actor, mockTestId: 'iea-2' });
    const mine = await listAttempts(deps, { actor, userId: actor.userId, page: { limit: 10, offset: 0 } });
    expect(mine.total).toBe(2);
    expect(mine.items.map((attempt) => attempt.mockTestId).sort()).toEqual(['iea-1', 'iea-2']);

    const page = await listAttempts(deps, { actor, userId: actor.userId, page: { limit: 1, offset: 1 } });
    expect(page).toMatchObject({ total: 2, items: [expect.anything()] });

    const other = buildProfile();
    const error = await domainErrorOf(
      listAttempts(deps, { actor: other, userId: actor.userId, page: { limit: 10, offset: 0 } }),
    );
    expect(error.code).toBe('FORBIDDEN');

    const tutor = buildProfile({ role: 'tutor' });
    expect(
      (await listAttempts(deps, { actor: tutor, userId: actor.userId, page: { limit: 10, offset: 0 } })).total,
    ).toBe(2);
  });

  it('accepts page sizes from 1 to 100 only', async () => {
    const { deps, actor } = setup();
    for (const page of [
      { limit: 0, offset: 0 },
      { limit: 101, offset: 0 },
      { limit: 10, offset: -1 },
      { limit: 2.5, offset: 0 },
    ]) {
      expect((await domainErrorOf(listAttempts(deps, { actor, userId: actor.userId, page }))).code).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect((await listAttempts(deps, { actor, userId: actor.userId, page: { limit: 100, offset: 0 } })).total).toBe(0);
  });
});

describe('getAttempt', () => {
  async function submittedWithEvaluation(published: boolean) {
    const { deps, actor } = setup(goldCandidate());
    const { id } = await startAttempt(deps, { actor, mockTestId: 'iea-1' });
    const submitted = await submitAttempt(deps, { actor, attemptId: id, answers: [] });
    const evaluation = buildEvaluation({
      attemptId: id,
      feedback: 'Clear position throughout.',
      publishedAt: published ? deps.clock.now() : null,
    });
    await deps.evaluations.insert(evaluation);
    return { deps, actor, attempt: submitted, evaluation };
  }

  it("hides a published evaluation from the candidate until the plan's minutes have passed", async () => {
    const { deps, actor, attempt, evaluation } = await submittedWithEvaluation(true);
    deps.clock.advanceMinutes(17);
    expect((await getAttempt(deps, { actor, attemptId: attempt.id })).evaluation).toBeNull();
    deps.clock.advanceMinutes(1);
    const seen = await getAttempt(deps, { actor, attemptId: attempt.id });
    expect(seen.evaluation?.id).toBe(evaluation.id);
    expect(seen.attempt.id).toBe(attempt.id);
  });

  it('never shows the candidate a draft, even long after the deadline', async () => {
    const { deps, actor, attempt } = await submittedWithEvaluation(false);
    deps.clock.advanceMinutes(600);
    expect((await getAttempt(deps, { actor, attemptId: attempt.id })).evaluation).toBeNull();
  });

  it('shows tutors and admins the evaluation at any time', async () => {
    const { deps, attempt, evaluation } = await submittedWithEvaluation(false);
    for (const role of ['tutor', 'admin'] as const) {
      const staff = buildProfile({ role });
      expect((await getAttempt(deps, { actor: staff, attemptId: attempt.id })).evaluation?.id).toBe(evaluation.id);
    }
  });

  it("refuses another candidate's attempt and says NOT_FOUND for an unknown one", async () => {
    const { deps, actor, attempt } = await submittedWithEvaluation(true);
    expect((await domainErrorOf(getAttempt(deps, { actor: buildProfile(), attemptId: attempt.id }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await domainErrorOf(getAttempt(deps, { actor, attemptId: 'nope' }))).code).toBe('NOT_FOUND');
  });
});

describe('writeTaskAnswer (one task per call, the old REST contract)', () => {
  it('starts the attempt, keeps the other task, and puts a second-task answer on the only task of a one-task test', async () => {
    const { deps, actor } = setup();
    await writeTaskAnswer(deps, { ...caller(actor), mockTestId: 'iea-1', taskIndex: 0, text: 'Chart', submit: false });
    const record = await writeTaskAnswer(deps, {
      ...caller(actor),
      mockTestId: 'iea-1',
      taskIndex: 1,
      text: 'Essay',
      submit: true,
    });
    expect(record.attempt).toMatchObject({ status: 'Submitted' });
    expect(record.attempt.answers).toEqual([
      { taskKey: 'task1', text: 'Chart' },
      { taskKey: 'task2', text: 'Essay' },
    ]);
    expect(record.test.id).toBe('iea-1');

    deps.clock.advanceMinutes(5); // past OET's reading time
    await startAttempt(deps, { actor, mockTestId: 'odn-1' });
    deps.clock.advanceMinutes(5);
    const letter = await writeTaskAnswer(deps, {
      ...caller(actor),
      mockTestId: 'odn-1',
      taskIndex: 1,
      text: 'Dear',
      submit: false,
    });
    expect(letter.attempt.answers).toEqual([{ taskKey: 'letter', text: 'Dear' }]);
  });

  it('reads the profile to start the attempt, to move on and to submit, never for a draft of the attempt under way', async () => {
    const actor = buildProfile();
    const pte = buildMockTest({ id: 'pte-1', exam: 'PTE', sequence: 1 });
    const deps = createInMemoryDeps({ mockTests: [freeTest, pte], profiles: [actor] });
    const reads = { count: 0 };
    const write = (mockTestId: string, taskIndex: number, text: string, submit = false) =>
      writeTaskAnswer(deps, { ...caller(actor, reads), mockTestId, taskIndex, text, submit });
    const readsFor = async (...writes: Parameters<typeof write>[]) => {
      const before = reads.count;
      for (const args of writes) await write(...args);
      return reads.count - before;
    };
    expect(await readsFor(['iea-1', 0, 'A chart is described.'])).toBe(1);
    expect(await readsFor(['iea-1', 0, 'The chart is described.'], ['iea-1', 1, 'An essay.'])).toBe(0);
    expect(await readsFor(['iea-1', 1, 'The essay.', true])).toBe(2); // the plan's deadline, then the record's owner
    expect(await readsFor(['pte-1', 0, 'A summary.'])).toBe(2); // started, then the task's save
    expect(await readsFor(['pte-1', 1, 'An essay.'])).toBe(1);
  });

  it('arms the timer again when a save moves on to the next task, never for a save of the open one', async () => {
    const pte = buildMockTest({ id: 'pte-1', exam: 'PTE', sequence: 1 });
    const actor = buildProfile();
    const deps = createInMemoryDeps({ mockTests: [pte], profiles: [actor] });
    const save = (taskIndex: number, text: string) =>
      writeTaskAnswer(deps, { ...caller(actor), mockTestId: 'pte-1', taskIndex, text, submit: false });
    const { attempt } = await save(0, 'A first line of the summary.');
    const armedAtStart = deps.deadlines.calls.length;
    const graceMs = deps.settings.timeUpGraceSeconds * 1000;
    expect(deps.deadlines.pending().get(attempt.id)).toEqual(new Date(attempt.endsAt.getTime() + graceMs));
    deps.clock.advanceMinutes(1);
    await save(0, 'A second line of the summary.');
    await save(0, 'A third line of the summary.');
    expect(deps.deadlines.calls.length).toBe(armedAtStart);

    const essay = await save(1, 'The essay opens here.');
    expect(deps.deadlines.calls.length).toBe(armedAtStart + 1);
    expect(essay.attempt.endsAt.getTime()).toBeGreaterThan(attempt.endsAt.getTime());
    expect(deps.deadlines.pending().get(attempt.id)).toEqual(new Date(essay.attempt.endsAt.getTime() + graceMs));
  });

  it("lists every attempt of a user with its test, and refuses another candidate's list", async () => {
    const { deps, actor } = setup();
    await writeTaskAnswer(deps, { ...caller(actor), mockTestId: 'iea-1', taskIndex: 0, text: 'Chart', submit: true });
    const records = await listAttemptRecords(deps, { actor, userId: actor.userId });
    expect(records.map((record) => [record.test.id, record.attempt.status, record.evaluation])).toEqual([
      ['iea-1', 'Submitted', null],
    ]);
    const stranger = buildProfile();
    await deps.profiles.save(stranger);
    expect((await domainErrorOf(listAttemptRecords(deps, { actor: stranger, userId: actor.userId }))).code).toBe(
      'FORBIDDEN',
    );
  });
});

/** The caller of the old contract: who it is, and its profile read only when asked (counted in `reads`). */
function caller(actor: Profile, reads = { count: 0 }) {
  return {
    userId: actor.userId,
    profile: async () => {
      reads.count += 1;
      return actor;
    },
  };
}
