import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleTimer } from '../application/evaluation/handle-timer.ts';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { publishRecheck } from '../application/rewrite/publish-recheck.use-case.ts';
import { reconcileRewrites } from '../application/rewrite/reconcile-rewrites.use-case.ts';
import { recheckTimerId, rewriteTimerId } from '../application/rewrite/rewrite-timer.ts';
import { saveRewriteDraft } from '../application/rewrite/save-rewrite-draft.use-case.ts';
import { startRewrite } from '../application/rewrite/start-rewrite.use-case.ts';
import { submitRewrite } from '../application/rewrite/submit-rewrite.use-case.ts';
import {
  buildAttempt,
  buildEvaluation,
  buildEvaluationInput,
  buildMockTest,
  buildProfile,
} from '../application/testing/builders.ts';
import { createRecordingDeadlineScheduler } from '../application/testing/in-memory-recorders.ts';
import { getExam } from '../domain/exam/exam-catalogue.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import { recheckCriteria } from '../domain/rewrite/rewrite-rules.ts';
import { DomainError } from '../domain/shared/domain-error.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp } from './api-helpers.ts';

// Releases come from the server's clock: the test moves it past the deadline instead of waiting.
const deadlineSeconds = 30;

const originalTask2 = 'Cities should ban cars from their centres because it is good.';
const rewrittenTask2 = 'Banning cars from city centres, I would argue, cuts pollution and frees space for people.';

type Check = { taskKey: string; criterion: string; verdict: string; comment: string };

const rewriteFields =
  'id originalAttemptId startedAt endsAt submittedAt deadlineAt recheckedAt answers { taskKey text } checks { taskKey criterion verdict comment }';

describe('GraphQL: one rewrite of an evaluated answer, and its recheck', () => {
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

  const asUser = async (name: string) => {
    const user = await signUp(name);
    await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    return user;
  };
  const startMutation = `mutation($id: ID!) { startRewrite(attemptId: $id) { ${rewriteFields} } }`;
  const start = (user: TestUser, attemptId: string) =>
    graphql<{ startRewrite: { id: string; startedAt: string; endsAt: string } }>(t.app, startMutation, {
      token: user.idToken,
      variables: { id: attemptId },
    });
  const candidateView = async (user: TestUser, attemptId: string) =>
    await graphqlOk<{
      attempt: {
        status: string;
        rewrite: { answers: { text: string }[]; checks: Check[]; recheckedAt: string | null } | null;
      };
      myAttempts: { total: number };
    }>(t.app, `query($id: ID!) { attempt(id: $id) { status rewrite { ${rewriteFields} } } myAttempts { total } }`, {
      token: user.idToken,
      variables: { id: attemptId },
    });

  const evaluatedAttempt = async (candidate: TestUser, tutor: TestUser) => {
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Car-free centres' });
    await t.container.deps.mockTests.upsert(test);
    const started = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: candidate.idToken, variables: { id: test.id } },
    );
    const attemptId = started.startAttempt.id;
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $a: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $a) { id } }',
      {
        token: candidate.idToken,
        variables: {
          id: attemptId,
          a: [
            { taskKey: 'task1', text: 'The graph shows bicycles rising.' },
            { taskKey: 'task2', text: originalTask2 },
          ],
        },
      },
    );
    return {
      test,
      attemptId,
      publish: () =>
        graphqlOk(
          t.app,
          'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { attempt { id } } }',
          {
            token: tutor.idToken,
            variables: {
              id: attemptId,
              input: buildEvaluationInput(test, { revisedAnswer: 'Cars should be kept out of city centres.' }),
            },
          },
        ),
    };
  };

  /** A candidate with an IELTS answer evaluated and released a minute ago, written straight to the database. */
  const releasedAttempt = async (test: MockTest) => {
    const { deps } = t.container;
    const past = new Date(deps.clock.now().getTime() - 60_000);
    const candidate = buildProfile();
    await deps.profiles.save(candidate);
    const attempt = buildAttempt({
      userId: candidate.userId,
      mockTestId: test.id,
      status: 'EvaluationDone',
      answers: [{ taskKey: 'task2', text: originalTask2 }],
      submittedAt: past,
      deadlineAt: past,
      deadlineHandledAt: past,
    });
    await deps.attempts.insert(attempt);
    await deps.evaluations.insert(buildEvaluation({ attemptId: attempt.id, publishedAt: past }));
    return { candidate, attempt };
  };

  const allChecks = (verdict = 'FIXED'): Check[] =>
    recheckCriteria(getExam('IELTSAcademic'), ['task1', 'task2']).map((pair, index) => ({
      ...pair,
      verdict: index === 0 ? 'PARTLY_FIXED' : verdict,
      comment: index === 0 ? 'Better, but the overview still comes last.' : '',
    }));

  it('lets the candidate rewrite once after release, sends it to the tutors and shows the verdicts after their release', async () => {
    const amira = await asUser('Amira Rewrite');
    const oscar = await asUser('Oscar Other');
    const tutor = await asUser('Tara Tutor');
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    const { attemptId, publish } = await evaluatedAttempt(amira, tutor);

    // Before any evaluation, and when published but not yet released: refused.
    expect(errorCodes(await start(amira, attemptId))).toEqual(['CONFLICT']);
    await publish();
    const early = await start(amira, attemptId);
    expect(errorCodes(early)).toEqual(['CONFLICT']);
    expect(early.errors?.[0]?.message).toMatch(/once its evaluation has been released/);

    t.clock.advanceSeconds(deadlineSeconds + 1);
    // Someone else's evaluated answer is never theirs to rewrite.
    expect(errorCodes(await start(oscar, attemptId))).toEqual(['FORBIDDEN']);
    const opened = await start(amira, attemptId);
    expect(errorCodes(opened)).toEqual([]);
    const rewrite = opened.data?.startRewrite as { id: string; startedAt: string; endsAt: string };
    // The test's own time limit (IELTS: 60 minutes), and no test of the plan used: still one attempt.
    expect(Date.parse(rewrite.endsAt) - Date.parse(rewrite.startedAt)).toBe(60 * 60_000);
    expect((await candidateView(amira, attemptId)).myAttempts.total).toBe(1);

    const second = await start(amira, attemptId);
    expect(errorCodes(second)).toEqual(['CONFLICT']);
    expect(second.errors?.[0]?.message).toMatch(/already rewritten this answer/);

    // Oscar can neither read nor write it.
    const foreignSave = await graphql(
      t.app,
      'mutation($id: ID!) { saveRewriteDraft(rewriteId: $id, answers: []) { id } }',
      {
        token: oscar.idToken,
        variables: { id: rewrite.id },
      },
    );
    expect(errorCodes(foreignSave)).toEqual(['FORBIDDEN']);

    await graphqlOk(
      t.app,
      'mutation($id: ID!, $a: [AnswerInput!]!) { saveRewriteDraft(rewriteId: $id, answers: $a) { id } }',
      {
        token: amira.idToken,
        variables: { id: rewrite.id, a: [{ taskKey: 'task2', text: 'Banning cars' }] },
      },
    );
    const submitted = await graphqlOk<{ submitRewrite: { submittedAt: string; deadlineAt: string } }>(
      t.app,
      'mutation($id: ID!, $a: [AnswerInput!]!) { submitRewrite(rewriteId: $id, answers: $a) { submittedAt deadlineAt } }',
      { token: amira.idToken, variables: { id: rewrite.id, a: [{ taskKey: 'task2', text: rewrittenTask2 }] } },
    );
    expect(Date.parse(submitted.submitRewrite.deadlineAt) - Date.parse(submitted.submitRewrite.submittedAt)).toBe(
      deadlineSeconds * 1000,
    );

    // The tutors' recheck queue holds it as its own item, with the original, the revised answer and the rewrite.
    const queue = await graphqlOk<{
      recheckQueue: {
        total: number;
        items: {
          candidateName: string;
          rewrite: { id: string; answers: { text: string }[] };
          original: { id: string; answers: { text: string }[]; evaluation: { revisedAnswer: string } };
        }[];
      };
    }>(
      t.app,
      '{ recheckQueue { total items { candidateName rewrite { id answers { text } } original { id answers { text } evaluation { revisedAnswer } } } } }',
      { token: tutor.idToken },
    );
    expect(queue.recheckQueue.total).toBe(1);
    expect(queue.recheckQueue.items[0]).toEqual({
      candidateName: 'Amira Rewrite',
      rewrite: { id: rewrite.id, answers: [{ text: rewrittenTask2 }] },
      original: {
        id: attemptId,
        answers: [{ text: 'The graph shows bicycles rising.' }, { text: originalTask2 }],
        // The deprecated single text: the revision under its task's title (the old input went to the first task).
        evaluation: { revisedAnswer: 'Writing Task 1\n\nCars should be kept out of city centres.' },
      },
    });
    expect(errorCodes(await graphql(t.app, '{ recheckQueue { total } }', { token: amira.idToken }))).toEqual([
      'FORBIDDEN',
    ]);

    const publishMutation = `mutation($id: ID!, $checks: [CriterionRecheckInput!]!) {
      publishRecheck(rewriteId: $id, checks: $checks) { rewrite { recheckedAt checks { taskKey criterion verdict comment } } } }`;
    const missing = await graphql(t.app, publishMutation, {
      token: tutor.idToken,
      variables: { id: rewrite.id, checks: allChecks().slice(1) },
    });
    expect(errorCodes(missing)).toEqual(['BAD_USER_INPUT']);
    const rechecked = await graphqlOk<{ publishRecheck: { rewrite: { checks: Check[] } } }>(t.app, publishMutation, {
      token: tutor.idToken,
      variables: { id: rewrite.id, checks: allChecks() },
    });
    expect(rechecked.publishRecheck.rewrite.checks).toEqual(allChecks());
    expect(
      errorCodes(
        await graphql(t.app, publishMutation, {
          token: tutor.idToken,
          variables: { id: rewrite.id, checks: allChecks() },
        }),
      ),
    ).toEqual(['CONFLICT']);
    expect(
      (
        await graphqlOk<{ recheckQueue: { total: number } }>(t.app, '{ recheckQueue { total } }', {
          token: tutor.idToken,
        })
      ).recheckQueue.total,
    ).toBe(0);

    // The verdicts reach the candidate under the evaluations' release rule.
    const hidden = (await candidateView(amira, attemptId)).attempt.rewrite;
    expect(hidden).toMatchObject({ checks: [], recheckedAt: null, answers: [{ text: rewrittenTask2 }] });
    t.clock.advanceSeconds(deadlineSeconds + 1);
    const shown = (await candidateView(amira, attemptId)).attempt.rewrite;
    expect(shown?.checks).toEqual(allChecks());
    expect(shown?.recheckedAt).not.toBeNull();
    const foreignRead = await graphql(t.app, 'query($id: ID!) { attempt(id: $id) { rewrite { id } } }', {
      token: oscar.idToken,
      variables: { id: attemptId },
    });
    expect(errorCodes(foreignRead)).toEqual(['FORBIDDEN']);
  });

  it('on PostgreSQL, two starts at once leave exactly one rewrite, and two publishes one recheck (20 rounds)', async () => {
    const { deps } = t.container;
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await deps.mockTests.upsert(test);
    const tutors = [buildProfile({ role: 'tutor' }), buildProfile({ role: 'tutor' })];
    for (const tutor of tutors) await deps.profiles.save(tutor);
    for (let round = 0; round < 20; round += 1) {
      const { candidate, attempt } = await releasedAttempt(test);

      const starts = await Promise.allSettled(
        [1, 2].map(() => startRewrite(deps, { actor: candidate, attemptId: attempt.id })),
      );
      const started = starts.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const refusals = starts.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(started).toHaveLength(1);
      expect(refusals.map((error) => error instanceof DomainError && error.code)).toEqual(['CONFLICT']);
      const stored = await deps.rewrites.findByOriginalAttemptId(attempt.id);
      expect(stored?.id).toBe(started[0]?.id);

      await submitRewrite(deps, {
        actor: candidate,
        rewriteId: stored?.id ?? '',
        answers: [{ taskKey: 'task2', text: rewrittenTask2 }],
      });
      const checks = allChecks().map((check) => ({
        ...check,
        verdict: check.verdict === 'FIXED' ? ('Fixed' as const) : ('PartlyFixed' as const),
      }));
      const publishes = await Promise.allSettled(
        tutors.map((tutor) => publishRecheck(deps, { actor: tutor, rewriteId: stored?.id ?? '', checks })),
      );
      expect(publishes.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const after = await deps.rewrites.findByOriginalAttemptId(attempt.id);
      const winner = publishes.find((result) => result.status === 'fulfilled');
      expect(after?.recheckedBy).toBe(winner?.status === 'fulfilled' ? winner.value.rewrite.recheckedBy : 'none');
    }
  });

  it('the reconcile pass re-arms only the rewrite timers the scheduler lost', async () => {
    const { deps } = t.container;
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await deps.mockTests.upsert(test);
    const { candidate, attempt } = await releasedAttempt(test);
    const rewrite = await startRewrite(deps, { actor: candidate, attemptId: attempt.id });
    // The scheduler still holds the time-up armed at the start: nothing to add.
    expect(await reconcileRewrites(deps)).toEqual({ closed: 0, notified: 0, armed: 0 });
    // A scheduler that lost it (Redis emptied, a restart in embedded mode) gets it back once, then holds it.
    const emptied = createRecordingDeadlineScheduler();
    const lost = { ...deps, escalationTimers: emptied };
    expect(await reconcileRewrites(lost)).toEqual({ closed: 0, notified: 0, armed: 1 });
    const timeUp = new Date(rewrite.endsAt.getTime() + deps.settings.timeUpGraceSeconds * 1000);
    expect(emptied.pending()).toEqual(new Map([[rewriteTimerId(rewrite.id), timeUp]]));
    expect(await reconcileRewrites(lost)).toEqual({ closed: 0, notified: 0, armed: 0 });
  });

  it('closes an abandoned rewrite at its time-up with the saved text, by its timer or the reconcile pass', async () => {
    const { deps } = t.container;
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await deps.mockTests.upsert(test);
    const abandoned = async () => {
      const { candidate, attempt } = await releasedAttempt(test);
      const rewrite = await startRewrite(deps, { actor: candidate, attemptId: attempt.id });
      await saveRewriteDraft(deps, {
        actor: candidate,
        rewriteId: rewrite.id,
        answers: [{ taskKey: 'task2', text: rewrittenTask2 }],
      });
      return { candidate, rewrite };
    };
    const byTimer = await abandoned();
    const byReconcile = await abandoned();
    // Within its time the timer leaves it open.
    expect(await handleTimer(deps, rewriteTimerId(byTimer.rewrite.id))).toBe('skipped');
    t.clock.advanceSeconds(61 * 60);

    expect(await handleTimer(deps, rewriteTimerId(byTimer.rewrite.id))).toBe('closed');
    expect(await reconcileRewrites(deps)).toEqual({ closed: 1, notified: 0, armed: 0 });
    for (const { rewrite } of [byTimer, byReconcile]) {
      const stored = await deps.rewrites.findById(rewrite.id);
      expect(stored).toMatchObject({ timedOut: true, answers: [{ taskKey: 'task2', text: rewrittenTask2 }] });
      expect(stored?.submittedAt).not.toBeNull();
      // It waits for the tutors' recheck like any submitted rewrite.
      expect(stored?.deadlineAt).not.toBeNull();
    }
  });

  it("on PostgreSQL, the candidate's late submit racing the time-up close leaves one submission (20 rounds)", async () => {
    const { deps } = t.container;
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await deps.mockTests.upsert(test);
    for (let round = 0; round < 20; round += 1) {
      const { candidate, attempt } = await releasedAttempt(test);
      const rewrite = await startRewrite(deps, { actor: candidate, attemptId: attempt.id });
      await saveRewriteDraft(deps, {
        actor: candidate,
        rewriteId: rewrite.id,
        answers: [{ taskKey: 'task2', text: rewrittenTask2 }],
      });
      t.clock.advanceSeconds(61 * 60);

      const [submitted, closed] = await Promise.allSettled([
        submitRewrite(deps, {
          actor: candidate,
          rewriteId: rewrite.id,
          answers: [{ taskKey: 'task2', text: 'Too late.' }],
        }),
        handleTimer(deps, rewriteTimerId(rewrite.id)),
      ]);
      // Whichever wins, the candidate's submit answers with the stored submission and the close never fails.
      expect(submitted.status).toBe('fulfilled');
      expect(closed.status).toBe('fulfilled');
      const stored = await deps.rewrites.findById(rewrite.id);
      expect(stored).toMatchObject({
        timedOut: true,
        version: 3,
        answers: [{ taskKey: 'task2', text: rewrittenTask2 }],
      });
    }
  });

  it('mails the candidate once when the recheck is released: at the publish when due, else at its deadline', async () => {
    const { deps } = t.container;
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Night trains' });
    await deps.mockTests.upsert(test);
    const tutor = buildProfile({ role: 'tutor' });
    await deps.profiles.save(tutor);
    const checks = allChecks().map((check) => ({ ...check, verdict: 'Fixed' as const }));
    const submittedRewrite = async () => {
      const { candidate, attempt } = await releasedAttempt(test);
      const rewrite = await startRewrite(deps, { actor: candidate, attemptId: attempt.id });
      await submitRewrite(deps, {
        actor: candidate,
        rewriteId: rewrite.id,
        answers: [{ taskKey: 'task2', text: rewrittenTask2 }],
      });
      return { candidate, rewriteId: rewrite.id };
    };
    const mailsTo = async (email: string) =>
      (await t.persistence.outbox.list(100_000)).filter(
        (mail) => mail.to === email && mail.subject === 'Your rewrite has been rechecked',
      );

    // Published before its release time (the plan's minutes since the rewrite's submission): no mail yet.
    const early = await submittedRewrite();
    await publishRecheck(deps, { actor: tutor, rewriteId: early.rewriteId, checks });
    expect(await mailsTo(early.candidate.email)).toHaveLength(0);
    expect(await handleTimer(deps, recheckTimerId(early.rewriteId))).toBe('skipped');

    // At the release the timer mails it, once, however often the timer and the reconcile pass run.
    t.clock.advanceSeconds(deadlineSeconds + 1);
    const fired = await Promise.all([1, 2, 3].map(() => handleTimer(deps, recheckTimerId(early.rewriteId))));
    expect(fired.toSorted()).toEqual(['sent', 'skipped', 'skipped']);
    expect((await reconcileRewrites(deps)).notified).toBe(0);
    const [mail] = await mailsTo(early.candidate.email);
    expect(mail?.text).toContain('"Night trains"');
    expect(await mailsTo(early.candidate.email)).toHaveLength(1);

    // Published after its release time: mailed with the publish.
    const late = await submittedRewrite();
    t.clock.advanceSeconds(deadlineSeconds + 1);
    await publishRecheck(deps, { actor: tutor, rewriteId: late.rewriteId, checks });
    expect(await mailsTo(late.candidate.email)).toHaveLength(1);
    expect((await deps.rewrites.findById(late.rewriteId))?.recheckNotifiedAt).not.toBeNull();
  });
});
