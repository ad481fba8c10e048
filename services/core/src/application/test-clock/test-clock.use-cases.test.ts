import { describe, expect, it } from 'vitest';
import { getPlan } from '../../domain/plan/plan-catalogue.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { saveDraft } from '../attempt/save-draft.use-case.ts';
import { startAttempt } from '../attempt/start-attempt.use-case.ts';
import { submitAttempt } from '../attempt/submit-attempt.use-case.ts';
import { handleTimer } from '../evaluation/handle-timer.ts';
import { buildAttempt, buildEvaluation, buildMockTest, buildProfile } from '../testing/builders.ts';
import { domainErrorOf } from '../testing/expect-domain-error.ts';
import { createInMemoryDeps } from '../testing/in-memory-deps.ts';
import { makeTimerDueNow } from './make-timer-due-now.use-case.ts';
import { setTestClock } from './set-test-clock.use-case.ts';

const test = buildMockTest({ id: 'iea-1', exam: 'IELTSAcademic', sequence: 1 });
const pteTest = buildMockTest({ id: 'pte-1', exam: 'PTE', sequence: 1 });
const offMessage = 'Test clocks are off on this platform (TEST_CLOCKS).';

function setup(options: { testClocks?: boolean; secondMarkingPercent?: number; extraProfiles?: Profile[] } = {}) {
  const admin = buildProfile({ role: 'admin' });
  const tutor = buildProfile({ role: 'tutor' });
  const timed = buildProfile();
  const other = buildProfile();
  const deps = createInMemoryDeps({
    testClocks: options.testClocks ?? true,
    secondMarkingPercent: options.secondMarkingPercent ?? 0,
    mockTests: [test, pteTest],
    profiles: [admin, tutor, timed, other, ...(options.extraProfiles ?? [])],
  });
  return { deps, admin, tutor, timed, other };
}

async function startAndSubmit(deps: ReturnType<typeof setup>['deps'], actor: Profile) {
  const started = await startAttempt(deps, { actor, mockTestId: test.id });
  return submitAttempt(deps, { actor, attemptId: started.id, answers: [] });
}

describe('setTestClock', () => {
  it('is refused when TEST_CLOCKS is off, whoever asks', async () => {
    const { deps, admin, timed } = setup({ testClocks: false });
    const error = await domainErrorOf(
      setTestClock(deps, { actor: admin, email: timed.email, evaluationDeadlineSeconds: 5 }),
    );
    expect([error.code, error.message]).toEqual(['FORBIDDEN', offMessage]);
  });

  it('is for admins only', async () => {
    const { deps, tutor, timed } = setup();
    expect((await domainErrorOf(setTestClock(deps, { actor: tutor, email: timed.email }))).code).toBe('FORBIDDEN');
  });

  it('refuses an unknown e-mail and seconds outside 1..86400', async () => {
    const { deps, admin, timed } = setup();
    expect((await domainErrorOf(setTestClock(deps, { actor: admin, email: 'nobody@example.test' }))).code).toBe(
      'NOT_FOUND',
    );
    for (const seconds of [0, -1, 86_401, 1.5]) {
      const error = await domainErrorOf(
        setTestClock(deps, { actor: admin, email: timed.email, evaluationDeadlineSeconds: seconds }),
      );
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(
        (await domainErrorOf(setTestClock(deps, { actor: admin, email: timed.email, writingSeconds: seconds }))).code,
      ).toBe('BAD_USER_INPUT');
    }
    expect(await deps.testClockRows.forUser(timed.userId)).toBeNull();
  });

  it('stores the overrides for the account, replaced as a whole', async () => {
    const { deps, admin, timed } = setup();
    const view = await setTestClock(deps, {
      actor: admin,
      email: ` ${timed.email.toUpperCase()} `,
      evaluationDeadlineSeconds: 5,
      writingSeconds: 90,
      secondMarking: 'always',
    });
    expect(view).toMatchObject({ email: timed.email, evaluationDeadlineSeconds: 5, writingSeconds: 90 });
    await setTestClock(deps, { actor: admin, email: timed.email, writingSeconds: 60 });
    expect(await deps.testClockRows.forUser(timed.userId)).toMatchObject({
      evaluationDeadlineSeconds: null,
      writingSeconds: 60,
      secondMarking: null,
    });
  });
});

describe("an account's test clock wins over the settings for that account only", () => {
  it('sets the evaluation deadline seconds after submission; another candidate keeps the plan', async () => {
    const { deps, admin, timed, other } = setup();
    await setTestClock(deps, { actor: admin, email: timed.email, evaluationDeadlineSeconds: 5 });
    const mine = await startAndSubmit(deps, timed);
    const theirs = await startAndSubmit(deps, other);
    expect(mine.deadlineAt?.getTime()).toBe((mine.submittedAt as Date).getTime() + 5_000);
    const planMinutes = getPlan('bronze').evaluationMinutes;
    expect(theirs.deadlineAt?.getTime()).toBe((theirs.submittedAt as Date).getTime() + planMinutes * 60_000);
  });

  it('shortens the writing time, every task clock of a per-task exam included', async () => {
    const { deps, admin, timed, other } = setup();
    await setTestClock(deps, { actor: admin, email: timed.email, writingSeconds: 90 });
    const mine = await startAttempt(deps, { actor: timed, mockTestId: test.id });
    const theirs = await startAttempt(deps, { actor: other, mockTestId: test.id });
    expect(mine.endsAt.getTime() - mine.startedAt.getTime()).toBe(90_000);
    expect(theirs.endsAt.getTime() - theirs.startedAt.getTime()).toBe(60 * 60_000);
    const pte = await startAttempt(deps, { actor: timed, mockTestId: pteTest.id });
    const total = pte.taskClocks.reduce((sum, clock) => sum + clock.seconds, 0);
    expect(total).toBeLessThanOrEqual(90);
    expect(pte.taskClocks.length).toBeGreaterThan(0);
  });

  it('forces the second-marking draw: always at 0 %, never at 100 %', async () => {
    const zero = setup({ secondMarkingPercent: 0 });
    await setTestClock(zero.deps, { actor: zero.admin, email: zero.timed.email, secondMarking: 'always' });
    const drawn = await startAndSubmit(zero.deps, zero.timed);
    const notDrawn = await startAndSubmit(zero.deps, zero.other);
    expect(await zero.deps.secondMarkings.find(drawn.id)).not.toBeNull();
    expect(await zero.deps.secondMarkings.find(notDrawn.id)).toBeNull();

    const all = setup({ secondMarkingPercent: 100 });
    await setTestClock(all.deps, { actor: all.admin, email: all.timed.email, secondMarking: 'never' });
    expect(await all.deps.secondMarkings.find((await startAndSubmit(all.deps, all.timed)).id)).toBeNull();
    expect(await all.deps.secondMarkings.find((await startAndSubmit(all.deps, all.other)).id)).not.toBeNull();
  });

  it('is never read with TEST_CLOCKS off, even when a row exists', async () => {
    const { deps, timed } = setup({ testClocks: false });
    await deps.testClockRows.set({
      userId: timed.userId,
      evaluationDeadlineSeconds: 5,
      writingSeconds: 5,
      secondMarking: 'always',
      updatedAt: deps.clock.now(),
    });
    const readsBefore = deps.testClockRows.reads();
    const started = await startAttempt(deps, { actor: timed, mockTestId: test.id });
    await saveDraft(deps, { actor: timed, attemptId: started.id, answers: [] });
    const submitted = await submitAttempt(deps, { actor: timed, attemptId: started.id, answers: [] });
    expect(deps.testClockRows.reads()).toBe(readsBefore);
    expect(started.endsAt.getTime() - started.startedAt.getTime()).toBe(60 * 60_000);
    expect((submitted.deadlineAt as Date).getTime() - (submitted.submittedAt as Date).getTime()).toBeGreaterThan(5_000);
    expect(await deps.secondMarkings.find(submitted.id)).toBeNull();
  });
});

describe('makeTimerDueNow', () => {
  it('is refused when TEST_CLOCKS is off and for anyone but an admin', async () => {
    const off = setup({ testClocks: false });
    const error = await domainErrorOf(makeTimerDueNow(off.deps, { actor: off.admin, timerId: 'attempt-1' }));
    expect([error.code, error.message]).toEqual(['FORBIDDEN', offMessage]);
    const on = setup();
    expect((await domainErrorOf(makeTimerDueNow(on.deps, { actor: on.tutor, timerId: 'attempt-1' }))).code).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses a malformed timer id and an unknown one', async () => {
    const { deps, admin } = setup();
    for (const timerId of ['', 'escalation:', 'nope:abc', 'a b', 'rewrite:../x', `x${'y'.repeat(100)}`]) {
      expect((await domainErrorOf(makeTimerDueNow(deps, { actor: admin, timerId }))).code).toBe('BAD_USER_INPUT');
    }
    expect((await domainErrorOf(makeTimerDueNow(deps, { actor: admin, timerId: 'missing-1' }))).code).toBe('NOT_FOUND');
    expect((await domainErrorOf(makeTimerDueNow(deps, { actor: admin, timerId: 'rewrite:missing-1' }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it("moves a published answer's deadline to now and re-arms it, so the real handler releases it", async () => {
    const { deps, admin, timed } = setup();
    const submitted = await startAndSubmit(deps, timed);
    await deps.evaluations.insert(buildEvaluation({ attemptId: submitted.id, publishedAt: deps.clock.now() }));
    deps.clock.advanceSeconds(1);
    const now = deps.clock.now();

    expect(await makeTimerDueNow(deps, { actor: admin, timerId: submitted.id })).toBe(true);
    expect((await deps.attempts.findById(submitted.id))?.deadlineAt).toEqual(now);
    expect(deps.deadlines.calls.at(-1)).toEqual({ attemptId: submitted.id, at: now });

    expect(await handleTimer(deps, submitted.id)).toBe('released');
    expect(deps.mailer.sent.map((mail) => mail.subject)).toContain('Your evaluation is ready');
    // Nothing left to do: no timer is armed.
    const calls = deps.deadlines.calls.length;
    expect(await makeTimerDueNow(deps, { actor: admin, timerId: submitted.id })).toBe(false);
    expect(deps.deadlines.calls).toHaveLength(calls);
  });

  it('ends an attempt in progress now, so its time-up closes it', async () => {
    const { deps, admin, timed } = setup();
    const started = await startAttempt(deps, { actor: timed, mockTestId: test.id });
    expect(await makeTimerDueNow(deps, { actor: admin, timerId: ` ${started.id} ` })).toBe(true);
    expect(await handleTimer(deps, started.id)).toBe('closed');
    expect(await deps.attempts.findById(started.id)).toMatchObject({ status: 'Submitted', timedOut: true });
  });

  it('makes an escalation due now through the escalation timer id', async () => {
    const { deps, admin, timed } = setup();
    const submitted = await startAndSubmit(deps, timed);
    const timerId = `escalation:${submitted.id}`;
    expect(await makeTimerDueNow(deps, { actor: admin, timerId })).toBe(true);
    expect(deps.escalationTimers.calls.at(-1)).toEqual({ attemptId: timerId, at: deps.clock.now() });
    expect(await handleTimer(deps, timerId)).toMatchObject({ result: 'escalated' });
    const stored = await deps.attempts.findById(submitted.id);
    expect(stored?.deadlineAt?.getTime()).toBeGreaterThanOrEqual(deps.clock.now().getTime());
  });

  it('answers false for a seeded attempt already released', async () => {
    const released = buildAttempt({
      status: 'EvaluationDone',
      submittedAt: new Date('2025-06-01T10:00:00Z'),
      deadlineAt: new Date('2025-06-01T12:00:00Z'),
      deadlineHandledAt: new Date('2025-06-01T12:00:00Z'),
    });
    const { deps, admin } = setup();
    await deps.attempts.insert(released);
    expect(await makeTimerDueNow(deps, { actor: admin, timerId: released.id })).toBe(false);
  });
});
