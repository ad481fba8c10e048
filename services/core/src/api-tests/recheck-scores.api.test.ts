import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildAttempt, buildCriterionScores, buildEvaluation, buildMockTest } from '../application/testing/builders.ts';
import { getExam } from '../domain/exam/exam-catalogue.ts';
import { overallScore } from '../domain/exam/overall-score.ts';
import { recheckCriteria } from '../domain/rewrite/rewrite-rules.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp } from './api-helpers.ts';

// Releases come from the server's clock: the test moves it past the deadline instead of waiting.
const deadlineSeconds = 30;
const exam = getExam('IELTSAcademic');
const taskKeys = ['task1', 'task2'];

type Score = { taskKey: string; criterion: string; score: number };
type Check = { taskKey: string; criterion: string; verdict: string; comment: string };

const publishMutation = `mutation($id: ID!, $checks: [CriterionRecheckInput!]!, $scores: [CriterionScoreInput!]) {
  publishRecheck(rewriteId: $id, checks: $checks, criterionScores: $scores) {
    rewrite { checks { criterion } criterionScores { taskKey criterion score } overall { value display } } } }`;

describe('GraphQL: the recheck re-scores the rewrite and gives the updated estimate', () => {
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

  // The original: Task Achievement at the maximum band, every other criterion at Band 6.
  const originalScores = (): Score[] =>
    recheckCriteria(exam, taskKeys).map((pair) => ({
      ...pair,
      score: pair.criterion === 'taskAchievement' ? 9 : 6,
    }));

  /** A candidate's evaluated, released answer and their submitted rewrite of it; a tutor to recheck it. */
  const submittedRewrite = async () => {
    const { deps } = t.container;
    const candidate = await asUser('Rita Rescored');
    const tutor = await asUser('Theo Tutor');
    await grantRole(deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Car-free centres' });
    await deps.mockTests.upsert(test);
    const past = new Date(deps.clock.now().getTime() - 60_000);
    const attempt = buildAttempt({
      userId: candidate.uid,
      mockTestId: test.id,
      status: 'EvaluationDone',
      answers: [{ taskKey: 'task2', text: 'Cities should ban cars because it is good.' }],
      submittedAt: past,
      deadlineAt: past,
      deadlineHandledAt: past,
    });
    await deps.attempts.insert(attempt);
    const scores = originalScores();
    await deps.evaluations.insert(
      buildEvaluation({
        attemptId: attempt.id,
        criterionScores: scores,
        overall: overallScore(exam, scores, taskKeys),
        feedback: 'Clear, but thin.',
        publishedAt: past,
      }),
    );
    const started = await graphqlOk<{ startRewrite: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startRewrite(attemptId: $id) { id } }',
      { token: candidate.idToken, variables: { id: attempt.id } },
    );
    const rewriteId = started.startRewrite.id;
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $a: [AnswerInput!]!) { submitRewrite(rewriteId: $id, answers: $a) { id } }',
      {
        token: candidate.idToken,
        variables: { id: rewriteId, a: [{ taskKey: 'task2', text: 'Banning cars from centres cuts pollution.' }] },
      },
    );
    return { candidate, tutor, attemptId: attempt.id, rewriteId, test };
  };

  const publish = (tutor: TestUser, rewriteId: string, checks: Check[], scores?: Score[]) =>
    graphql<{
      publishRecheck: { rewrite: { checks: { criterion: string }[]; criterionScores: Score[]; overall: unknown } };
    }>(t.app, publishMutation, { token: tutor.idToken, variables: { id: rewriteId, checks, scores } });

  /** Verdicts on the criteria below the maximum only (Task Achievement, at Band 9, left out). */
  const belowMaxChecks = (): Check[] =>
    recheckCriteria(exam, taskKeys)
      .filter((pair) => pair.criterion !== 'taskAchievement')
      .map((pair) => ({ ...pair, verdict: 'FIXED', comment: '' }));

  const candidateView = (candidate: TestUser, attemptId: string) =>
    graphqlOk<{
      attempt: {
        evaluation: { overall: { display: string } };
        rewrite: { checks: Check[]; criterionScores: Score[]; overall: { display: string } | null };
      };
    }>(
      t.app,
      `query($id: ID!) { attempt(id: $id) { evaluation { overall { display } }
        rewrite { checks { taskKey criterion verdict comment } criterionScores { taskKey criterion score } overall { display } } } }`,
      { token: candidate.idToken, variables: { id: attemptId } },
    );

  it('refuses a recheck missing a verdict on a criterion scored below the maximum, naming it', async () => {
    const { tutor, rewriteId } = await submittedRewrite();
    const checks = belowMaxChecks().filter(
      (check) => !(check.taskKey === 'task2' && check.criterion === 'grammaticalRangeAccuracy'),
    );
    const refused = await publish(tutor, rewriteId, checks);
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.message).toBe(
      'Give a verdict for Grammatical Range and Accuracy (Writing Task 2): the evaluation scored it below the maximum.',
    );
  });

  it('stores the new scores and shows the candidate the updated estimate only once the recheck is released', async () => {
    const { candidate, tutor, attemptId, rewriteId, test } = await submittedRewrite();
    const newScores = buildCriterionScores(test, () => 7);
    const published = await publish(tutor, rewriteId, belowMaxChecks(), newScores);
    expect(errorCodes(published)).toEqual([]);
    // Task Achievement, at the maximum already, needed no verdict; every criterion is re-scored.
    expect(published.data?.publishRecheck.rewrite.checks).toHaveLength(belowMaxChecks().length);
    expect(published.data?.publishRecheck.rewrite.criterionScores).toEqual(newScores);
    expect(published.data?.publishRecheck.rewrite.overall).toEqual({ value: 7, display: 'Band 7.0' });

    const before = await candidateView(candidate, attemptId);
    expect(before.attempt.rewrite).toMatchObject({ checks: [], criterionScores: [], overall: null });
    t.clock.advanceSeconds(deadlineSeconds + 1);
    const after = await candidateView(candidate, attemptId);
    expect(after.attempt.evaluation.overall.display).toBe('Band 6.5');
    expect(after.attempt.rewrite.overall).toEqual({ display: 'Band 7.0' });
    expect(after.attempt.rewrite.criterionScores).toEqual(newScores);
  });

  it('refuses invalid scores: out of range, off the step, or incomplete', async () => {
    const { tutor, rewriteId, test } = await submittedRewrite();
    const valid = buildCriterionScores(test, () => 7);
    const withScore = (score: number) => valid.map((entry, index) => (index === 0 ? { ...entry, score } : entry));
    const cases: [Score[], RegExp][] = [
      [withScore(10), /Task Achievement \(Writing Task 1\) must be between 0 and 9; 10 is out of range/],
      [withScore(6.5), /6.5 is not allowed/],
      [valid.slice(1), /Score missing: Task Achievement \(Writing Task 1\)/],
    ];
    for (const [scores, message] of cases) {
      const refused = await publish(tutor, rewriteId, belowMaxChecks(), scores);
      expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
      expect(refused.errors?.[0]?.message).toMatch(message);
    }
    // Nothing was stored: a valid recheck still goes through.
    expect(errorCodes(await publish(tutor, rewriteId, belowMaxChecks(), valid))).toEqual([]);
  });
});
