import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCriterionScores, buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import { criteriaForTask, getExam } from '../domain/exam/exam-catalogue.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, rest } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// Every answer is drawn (100 %); the deadline is an hour away and claims outlast it, so the clock can be moved past
// the deadline to see what the candidate gets.
const deadlineSeconds = 3600;

// Words only the first evaluation holds: none of them may reach the second marker, whatever they ask for.
const firstFeedback = 'Marigold-first-marker feedback: the argument drifts in the third paragraph.';
const firstStrength = 'Periwinkle cohesion';

describe('GraphQL and REST: blind double-marking of a sample', () => {
  let t: TestApp;
  let test: MockTest;

  beforeAll(async () => {
    t = await createTestApp({
      deadlineSeconds,
      env: { SECOND_MARKING_PERCENT: '100', CLAIM_IDLE_MINUTES: '600' },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Night trains' });
    await t.container.deps.mockTests.upsert(test);
  });

  const scenes = apiScenes(() => t);
  const { asCandidate, asStaff } = scenes;
  const submit = (user: TestUser) => scenes.submit(user, test, 'Night trains save a day of travel.');
  const firstInput = () =>
    buildEvaluationInput(test, {
      feedback: firstFeedback,
      strengths: [{ label: firstStrength, text: 'Linking words are varied.' }],
    });
  const publishFirst = async (tutor: TestUser, attemptId: string) =>
    graphqlOk(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
      { token: tutor.idToken, variables: { id: attemptId, input: firstInput() } },
    );
  const claimSecond = (tutor: TestUser, attemptId: string) =>
    graphql<{ claimSecondMarking: { claimedByMe: boolean } }>(
      t.app,
      'mutation($id: ID!) { claimSecondMarking(attemptId: $id) { claimedByMe } }',
      { token: tutor.idToken, variables: { id: attemptId } },
    );
  const secondInput = (pick?: Parameters<typeof buildCriterionScores>[1]) => ({
    criterionScores: buildCriterionScores(test, pick),
    note: 'Scored blind.',
  });
  const publishSecond = (tutor: TestUser, attemptId: string, pick?: Parameters<typeof buildCriterionScores>[1]) =>
    graphql<{ publishSecondMarking: { publishedAt: string | null; criterionScores: unknown[] } }>(
      t.app,
      'mutation($id: ID!, $input: SecondMarkingInput!) { publishSecondMarking(attemptId: $id, input: $input) { publishedAt criterionScores { score } } }',
      { token: tutor.idToken, variables: { id: attemptId, input: secondInput(pick) } },
    );
  const secondQueue = async (tutor: TestUser) =>
    (
      await graphqlOk<{ secondMarkingQueue: { total: number; items: { attempt: { id: string } }[] } }>(
        t.app,
        '{ secondMarkingQueue { total items { attempt { id } claimedBy } } }',
        { token: tutor.idToken },
      )
    ).secondMarkingQueue;

  const evaluationFields = 'evaluation { feedback strengths { label } criterionScores { score } }';
  /** Every way a tutor could read an evaluation, as raw answers. */
  const everyRead = async (tutor: TestUser, attemptId: string, candidateUserId: string) => {
    const token = tutor.idToken;
    const variables = { id: attemptId };
    return {
      gradingItem: await graphql(
        t.app,
        `query($id: ID!) { gradingItem(attemptId: $id) { evaluationWithheld ${evaluationFields} evaluationVersions { feedback } attempt { ${evaluationFields} } } }`,
        { token, variables },
      ),
      queue: await graphql(
        t.app,
        `{ evaluationQueue { items { evaluationWithheld ${evaluationFields} evaluationVersions { feedback } attempt { id ${evaluationFields} } } } }`,
        { token },
      ),
      attempt: await graphql(t.app, `query($id: ID!) { attempt(id: $id) { ${evaluationFields} } }`, {
        token,
        variables,
      }),
      claim: await graphql(
        t.app,
        `mutation($id: ID!) { claimAttempt(attemptId: $id) { evaluationWithheld ${evaluationFields} } }`,
        { token, variables },
      ),
      myWork: await graphql(t.app, `{ myGradedWork { total items { ${evaluationFields} } } }`, { token }),
      secondMarking: await graphql(
        t.app,
        `query($id: ID!) { secondMarking(attemptId: $id) { attempt { ${evaluationFields} } } }`,
        { token, variables },
      ),
      rest: await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${candidateUserId}`, { token }),
    };
  };
  const userIdOf = async (user: TestUser) => (await t.container.deps.profiles.findByEmail(user.email))?.userId ?? '';

  it('opens the second marking once the first is published and refuses it to the first marker', async () => {
    const [candidate, tessa, theo] = await Promise.all([
      asCandidate('Carla Costa'),
      asStaff('Tessa Tutor'),
      asStaff('Theo Tutor'),
    ]);
    const attemptId = await submit(candidate);
    expect(await t.container.deps.secondMarkings.find(attemptId)).toMatchObject({ publishedAt: null });

    // Nothing to mark blind before the first evaluation exists: no entry, and a claim is refused with the reason.
    expect((await secondQueue(theo)).total).toBe(0);
    const early = await claimSecond(theo, attemptId);
    expect(errorCodes(early)).toEqual(['CONFLICT']);
    expect(early.errors[0]?.message).toBe('The second marking opens once the first evaluation is published.');

    await graphqlOk(t.app, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
      token: tessa.idToken,
      variables: { id: attemptId },
    });
    await publishFirst(tessa, attemptId);

    // The first marker neither sees the entry nor may take it.
    expect((await secondQueue(tessa)).total).toBe(0);
    const own = await claimSecond(tessa, attemptId);
    expect(errorCodes(own)).toEqual(['FORBIDDEN']);
    expect(own.errors[0]?.message).toBe(
      'You wrote the first evaluation of this answer; the second marking needs another tutor.',
    );
    expect(errorCodes(await publishSecond(tessa, attemptId))).toEqual(['FORBIDDEN']);

    // Another tutor sees it as an entry of its own and takes it.
    const queue = await secondQueue(theo);
    expect(queue.items.map((item) => item.attempt.id)).toEqual([attemptId]);
    expect((await claimSecond(theo, attemptId)).data).toEqual({ claimSecondMarking: { claimedByMe: true } });
    expect(await secondQueue(theo)).toMatchObject({ total: 1, items: [{ claimedBy: 'Theo Tutor' }] });
  });

  it('the second marker cannot read the first evaluation through any GraphQL field or REST, before or after publishing', async () => {
    const [candidate, tessa, theo, tara] = await Promise.all([
      asCandidate('Carla Costa'),
      asStaff('Tessa Tutor'),
      asStaff('Theo Tutor'),
      asStaff('Tara Tutor'),
    ]);
    const attemptId = await submit(candidate);
    await publishFirst(tessa, attemptId);
    await claimSecond(theo, attemptId);
    // Past the deadline, so the REST contract and the candidate would show a released evaluation.
    t.clock.advanceSeconds(deadlineSeconds + 1);
    const candidateUserId = await userIdOf(candidate);

    const leaks = async (tutor: TestUser) => {
      const reads = await everyRead(tutor, attemptId, candidateUserId);
      for (const [path, answer] of Object.entries(reads)) {
        const text = JSON.stringify(answer);
        expect(text, path).not.toContain('Marigold');
        expect(text, path).not.toContain('Periwinkle');
      }
      return reads;
    };
    const reads = await leaks(theo);
    expect(reads.gradingItem.data).toEqual({
      gradingItem: {
        evaluationWithheld: true,
        evaluation: null,
        evaluationVersions: [],
        attempt: { evaluation: null },
      },
    });
    expect(reads.attempt.data).toEqual({ attempt: { evaluation: null } });
    expect(reads.claim.data).toEqual({ claimAttempt: { evaluationWithheld: true, evaluation: null } });
    expect(reads.secondMarking.data).toEqual({ secondMarking: { attempt: { evaluation: null } } });
    expect(reads.rest.status).toBe(200);

    // While the second marking is open nobody but the first marker reads the first evaluation, so nobody can read it
    // and then take the second marking.
    await leaks(tara);

    expect((await publishSecond(theo, attemptId)).errors).toEqual([]);
    await leaks(theo);
    // Once both are published, other staff read the first evaluation again; its author always could.
    const taraItem = await graphqlOk<{ gradingItem: { evaluation: { feedback: string } | null } }>(
      t.app,
      'query($id: ID!) { gradingItem(attemptId: $id) { evaluation { feedback } } }',
      { token: tara.idToken, variables: { id: attemptId } },
    );
    expect(taraItem.gradingItem.evaluation?.feedback).toBe(firstFeedback);
    const tessaItem = await graphqlOk<{ gradingItem: { evaluation: { feedback: string } | null } }>(
      t.app,
      'query($id: ID!) { gradingItem(attemptId: $id) { evaluation { feedback } } }',
      { token: tessa.idToken, variables: { id: attemptId } },
    );
    expect(tessaItem.gradingItem.evaluation?.feedback).toBe(firstFeedback);
  });

  it('the candidate receives the first evaluation at the usual time and never the second', async () => {
    const [candidate, tessa, theo] = await Promise.all([
      asCandidate('Carla Costa'),
      asStaff('Tessa Tutor'),
      asStaff('Theo Tutor'),
    ]);
    const attemptId = await submit(candidate);
    await publishFirst(tessa, attemptId);
    await claimSecond(theo, attemptId);
    // The second marker scores every criterion at its minimum, unlike the first.
    expect((await publishSecond(theo, attemptId, (criterion) => criterion.min)).errors).toEqual([]);

    const read = () =>
      graphqlOk<{ attempt: { evaluation: { feedback: string; criterionScores: { score: number }[] } | null } }>(
        t.app,
        'query($id: ID!) { attempt(id: $id) { evaluation { feedback criterionScores { score } } } }',
        { token: candidate.idToken, variables: { id: attemptId } },
      );
    // Before the deadline: nothing, as for any answer (the second marking does not bring the release forward).
    expect((await read()).attempt.evaluation).toBeNull();
    t.clock.advanceSeconds(deadlineSeconds + 1);
    const { attempt } = await read();
    expect(attempt.evaluation?.feedback).toBe(firstFeedback);
    expect(attempt.evaluation?.criterionScores.map((s) => s.score)).toEqual(
      firstInput().criterionScores.map((s) => s.score),
    );
    const legacy = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${await userIdOf(candidate)}`, {
      token: candidate.idToken,
    });
    expect(legacy.raw).toContain('Marigold');
    expect(legacy.raw).not.toContain('Scored blind.');
    // The second marking is staff-only.
    expect(
      errorCodes(
        await graphql(t.app, 'query($id: ID!) { secondMarking(attemptId: $id) { publishedAt } }', {
          token: candidate.idToken,
          variables: { id: attemptId },
        }),
      ),
    ).toEqual(['FORBIDDEN']);
  });

  it('the admin reads agreement per criterion and per tutor; tutors may not', async () => {
    const [candidate, tessa, theo, ada] = await Promise.all([
      asCandidate('Carla Costa'),
      asStaff('Tessa Tutor'),
      asStaff('Theo Tutor'),
      asStaff('Ada Admin', 'admin'),
    ]);
    const attemptId = await submit(candidate);
    await publishFirst(tessa, attemptId);
    await claimSecond(theo, attemptId);
    // The first evaluation gives max - step everywhere; the second agrees on Task Achievement and is one step lower
    // elsewhere.
    const pick = (criterion: { key: string; max: number; step: number }) =>
      criterion.key === 'taskAchievement' || criterion.key === 'taskResponse'
        ? criterion.max - criterion.step
        : criterion.max - 2 * criterion.step;
    expect((await publishSecond(theo, attemptId, pick)).errors).toEqual([]);

    const query = `{ markingAgreement { answers sharePercent
      criteria { exam { key } criterion label comparisons exact withinOneStep }
      tutors { name answers comparisons exact withinOneStep } } }`;
    expect(errorCodes(await graphql(t.app, query, { token: tessa.idToken }))).toEqual(['FORBIDDEN']);
    const { markingAgreement } = await graphqlOk<{
      markingAgreement: {
        answers: number;
        sharePercent: number;
        criteria: { criterion: string; comparisons: number; exact: number; withinOneStep: number }[];
        tutors: { name: string; answers: number; comparisons: number; exact: number; withinOneStep: number }[];
      };
    }>(t.app, query, { token: ada.idToken });

    const exam = getExam('IELTSAcademic');
    const scored = test.tasks.flatMap((task) => criteriaForTask(exam.rubric, task.key));
    const agreeing = scored.filter((criterion) => pick(criterion) === criterion.max - criterion.step).length;
    expect(agreeing).toBeGreaterThan(0);
    expect(markingAgreement.answers).toBe(1);
    expect(markingAgreement.sharePercent).toBe(100);
    const expectedTutor = {
      answers: 1,
      comparisons: scored.length,
      exact: agreeing / scored.length,
      withinOneStep: 1,
    };
    expect(markingAgreement.tutors).toEqual([
      { name: 'Tessa Tutor', ...expectedTutor },
      { name: 'Theo Tutor', ...expectedTutor },
    ]);
    const achievement = markingAgreement.criteria.find((row) => row.criterion === 'taskAchievement');
    expect(achievement).toMatchObject({ exact: 1, withinOneStep: 1 });
    const lexical = markingAgreement.criteria.find((row) => row.criterion === 'lexicalResource');
    expect(lexical).toMatchObject({ exact: 0, withinOneStep: 1 });
  });

  it('two tutors claiming the second marking at once end with one holder, round after round', async () => {
    const [candidate, tessa, theo, tara] = await Promise.all([
      asCandidate('Carla Costa'),
      asStaff('Tessa Tutor'),
      asStaff('Theo Tutor'),
      asStaff('Tara Tutor'),
    ]);
    const attemptId = await submit(candidate);
    await publishFirst(tessa, attemptId);
    const profiles = t.container.deps.profiles;
    const ids = new Map(
      await Promise.all(
        [theo, tara].map(async (user) => [(await profiles.findByEmail(user.email))?.id, user.email] as const),
      ),
    );
    const store = t.container.deps.secondMarkings;
    for (let round = 0; round < 25; round += 1) {
      const answers = await Promise.all([claimSecond(theo, attemptId), claimSecond(tara, attemptId)]);
      const won = answers.filter((answer) => answer.errors.length === 0);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(answers.flatMap(errorCodes)).toEqual(['CONFLICT']);
      const stored = await store.find(attemptId);
      const winner = answers[0]?.errors.length === 0 ? theo : tara;
      expect(ids.get(stored?.claimedBy ?? '')).toBe(winner.email);
      // Free it again for the next round, as an expired claim would be.
      await store.update({ ...(stored as NonNullable<typeof stored>), claimedBy: null, claimedAt: null });
    }
  });
});
