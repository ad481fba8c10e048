import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// Every answer is due ten minutes after submission; the test moves the server's clock to make one overdue.
const deadlineSeconds = 600;

type QueueData = {
  evaluationQueue: {
    total: number;
    items: { candidateName: string; exam: { key: string }; plan: { key: string } | null }[];
  };
};
type WorkData = {
  myGradedWork: {
    total: number;
    items: {
      candidateName: string;
      candidateEmail: string;
      onTime: boolean | null;
      exam: { key: string };
      attempt: { mockTest: { title: string } };
      evaluation: { overall: { display: string } | null; publishedAt: string | null };
    }[];
  };
};

const queueQuery = `query($filter: QueueFilter) {
  evaluationQueue(filter: $filter) { total items { candidateName exam { key } plan { key } } }
}`;
const workQuery = `query($search: String) {
  myGradedWork(search: $search) {
    total
    items { candidateName candidateEmail onTime exam { key } attempt { mockTest { title } }
      evaluation { overall { display } publishedAt } }
  }
}`;

describe('GraphQL: the tutor workflow (queue filters, My work)', () => {
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

  const scenes = apiScenes(() => t);
  const { asCandidate, asStaff } = scenes;
  const asTutor = (name: string) => asStaff(name, 'tutor');
  const submit = (user: TestUser, test: MockTest) => scenes.submit(user, test, 'Cities grow as people move for work.');
  const giveGold = async (user: TestUser) => {
    const profile = await t.container.deps.profiles.findByEmail(user.email);
    if (!profile) throw new Error(`No profile for ${user.email}.`);
    const expiresAt = new Date(t.clock.now().getTime() + 90 * 24 * 3600_000);
    await t.container.deps.profiles.save({ ...profile, plan: 'gold', isSubscribed: true, expiresAt });
  };
  const claim = (tutor: TestUser, attemptId: string) =>
    graphqlOk(t.app, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
      token: tutor.idToken,
      variables: { id: attemptId },
    });
  const publish = (tutor: TestUser, attemptId: string, test: MockTest) =>
    graphqlOk(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
      { token: tutor.idToken, variables: { id: attemptId, input: buildEvaluationInput(test) } },
    );
  const names = async (tutor: TestUser, filter: Record<string, unknown> | null) =>
    (
      await graphqlOk<QueueData>(t.app, queueQuery, { token: tutor.idToken, variables: { filter } })
    ).evaluationQueue.items.map((item) => item.candidateName);

  /**
   * Berta (gold plan) answers the PTE test and Tessa claims it; ten minutes later it is overdue. Then Arno answers
   * the IELTS test (Theo claims it) and Carla the PTE test (unclaimed).
   */
  const seedQueue = async () => {
    const ielts = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Commuting habits' });
    const pte = buildMockTest({ exam: 'PTE', sequence: 1, title: 'Remote learning' });
    await t.container.deps.mockTests.upsert(ielts);
    await t.container.deps.mockTests.upsert(pte);
    const [arno, berta, carla, theo, tessa] = await Promise.all([
      asCandidate('Arno Alvarez'),
      asCandidate('Berta Bloom'),
      asCandidate('Carla Costa'),
      asTutor('Theo Tutor'),
      asTutor('Tessa Tutor'),
    ]);
    await giveGold(berta);
    const bertaAttempt = await submit(berta, pte);
    await claim(tessa, bertaAttempt);
    t.clock.advanceSeconds(deadlineSeconds + 60);
    const arnoAttempt = await submit(arno, ielts);
    await claim(theo, arnoAttempt);
    await submit(carla, pte);
    return { ielts, pte, arno, berta, carla, theo, tessa, arnoAttempt, bertaAttempt };
  };

  it('filters the queue by exam, plan and status, keeping the oldest deadline first', async () => {
    const { theo, tessa } = await seedQueue();

    expect(await names(theo, null)).toEqual(['Berta Bloom', 'Arno Alvarez', 'Carla Costa']);
    const all = await graphqlOk<QueueData>(t.app, queueQuery, { token: theo.idToken, variables: { filter: null } });
    // The plan that set each deadline: Bronze's time for an answer submitted without an active plan.
    expect(all.evaluationQueue.items.map((item) => item.plan?.key ?? null)).toEqual(['gold', 'bronze', 'bronze']);

    expect(await names(theo, { exam: 'PTE' })).toEqual(['Berta Bloom', 'Carla Costa']);
    expect(await names(theo, { plan: 'gold' })).toEqual(['Berta Bloom']);
    expect(await names(theo, { status: 'UNCLAIMED' })).toEqual(['Carla Costa']);
    expect(await names(theo, { status: 'MINE' })).toEqual(['Arno Alvarez']);
    expect(await names(theo, { status: 'CLAIMED_BY_OTHERS' })).toEqual(['Berta Bloom']);
    expect(await names(theo, { status: 'OVERDUE' })).toEqual(['Berta Bloom']);
    expect(await names(theo, { exam: 'PTE', status: 'UNCLAIMED' })).toEqual(['Carla Costa']);
    expect(await names(theo, { exam: 'IELTSAcademic', status: 'OVERDUE' })).toEqual([]);
    // Mine and claimed by others are the caller's point of view.
    expect(await names(tessa, { status: 'MINE' })).toEqual(['Berta Bloom']);
    expect(await names(tessa, { status: 'CLAIMED_BY_OTHERS' })).toEqual(['Arno Alvarez']);

    const count = await graphqlOk<QueueData>(t.app, queueQuery, {
      token: theo.idToken,
      variables: { filter: { exam: 'PTE' } },
    });
    expect(count.evaluationQueue.total).toBe(2);
  });

  it('refuses an unknown plan or status with a message naming the problem', async () => {
    const theo = await asTutor('Theo Tutor');
    const plan = await graphql(t.app, queueQuery, { token: theo.idToken, variables: { filter: { plan: 'platinum' } } });
    expect(errorCodes(plan)).toEqual(['BAD_USER_INPUT']);
    expect(plan.errors[0]?.message).toContain('platinum');
    const status = await graphql(t.app, queueQuery, { token: theo.idToken, variables: { filter: { status: 'LATE' } } });
    expect(errorCodes(status)).toEqual(['BAD_USER_INPUT']);
  });

  it("lists only the caller's published evaluations in My work, newest first, on time or late, searchable", async () => {
    const { theo, tessa, ielts, pte, arnoAttempt, bertaAttempt } = await seedQueue();
    await publish(theo, arnoAttempt, ielts);
    // Berta's deadline has passed: published late.
    await publish(tessa, bertaAttempt, pte);

    const theos = await graphqlOk<WorkData>(t.app, workQuery, { token: theo.idToken });
    expect(theos.myGradedWork.total).toBe(1);
    expect(theos.myGradedWork.items).toEqual([
      {
        candidateName: 'Arno Alvarez',
        candidateEmail: expect.any(String),
        onTime: true,
        exam: { key: 'IELTSAcademic' },
        attempt: { mockTest: { title: 'Commuting habits' } },
        evaluation: { overall: { display: expect.any(String) }, publishedAt: expect.any(String) },
      },
    ]);
    const tessas = await graphqlOk<WorkData>(t.app, workQuery, { token: tessa.idToken });
    expect(tessas.myGradedWork.items.map((item) => [item.candidateName, item.onTime])).toEqual([
      ['Berta Bloom', false],
    ]);

    const search = async (text: string) =>
      (
        await graphqlOk<WorkData>(t.app, workQuery, { token: theo.idToken, variables: { search: text } })
      ).myGradedWork.items.map((item) => item.candidateName);
    expect(await search('arno')).toEqual(['Arno Alvarez']);
    expect(await search(theos.myGradedWork.items[0]?.candidateEmail ?? '')).toEqual(['Arno Alvarez']);
    expect(await search('COMMUTING')).toEqual(['Arno Alvarez']);
    expect(await search('berta')).toEqual([]);
    // Pattern characters are taken literally.
    expect(await search('%')).toEqual([]);

    const tooLong = await graphql(t.app, workQuery, { token: theo.idToken, variables: { search: 'x'.repeat(101) } });
    expect(errorCodes(tooLong)).toEqual(['BAD_USER_INPUT']);
  });

  it("previews the overall score by the exam's formula once every criterion is scored, as publishing stores it", async () => {
    const { theo, ielts, arnoAttempt } = await seedQueue();
    const input = buildEvaluationInput(ielts);
    const previewQuery = `query($exam: ExamKey!, $taskKeys: [String!]!, $scores: [CriterionScoreInput!]!) {
      overallPreview(exam: $exam, taskKeys: $taskKeys, criterionScores: $scores) { display }
    }`;
    const preview = (scores: unknown[], token = theo.idToken) =>
      graphql<{ overallPreview: { display: string } | null }>(t.app, previewQuery, {
        token,
        variables: { exam: 'IELTSAcademic', taskKeys: ielts.tasks.map((task) => task.key), scores },
      });
    expect((await preview(input.criterionScores.slice(1))).data?.overallPreview).toBeNull();
    const full = (await preview(input.criterionScores)).data?.overallPreview;
    await publish(theo, arnoAttempt, ielts);
    const work = await graphqlOk<WorkData>(t.app, workQuery, { token: theo.idToken });
    expect(full).toEqual({ display: work.myGradedWork.items[0]?.evaluation.overall?.display });

    const amira = await asCandidate('Amira Haddad');
    expect(errorCodes(await preview(input.criterionScores, amira.idToken))).toEqual(['FORBIDDEN']);
  });

  it('refuses a candidate both the filtered queue and My work', async () => {
    const amira = await asCandidate('Amira Haddad');
    const queue = await graphql(t.app, queueQuery, { token: amira.idToken, variables: { filter: { status: 'MINE' } } });
    expect(errorCodes(queue)).toEqual(['FORBIDDEN']);
    const work = await graphql(t.app, workQuery, { token: amira.idToken });
    expect(errorCodes(work)).toEqual(['FORBIDDEN']);
  });
});
