import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleDeadline } from '../application/evaluation/handle-deadline.use-case.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk } from './api-helpers.ts';
import { escalationScenes } from './escalation-helpers.ts';

const dashboardQuery = `{
  turnaroundDashboard {
    submissions { plan { key } today last7Days last30Days }
    dueCount onTimeCount onTimeShare latenessP50Minutes latenessP95Minutes latenessMaxMinutes
    overdue { attemptId candidateName testTitle plan { key } minutesLate holderName holderEmail }
    workload { fullName email claimedNow gradedToday averageGradingMinutes }
  }
}`;

const dayMs = 86_400_000;

type Dashboard = {
  submissions: Array<{ plan: { key: string }; today: number; last7Days: number; last30Days: number }>;
  dueCount: number;
  onTimeCount: number;
  onTimeShare: number | null;
  latenessP50Minutes: number | null;
  latenessP95Minutes: number | null;
  latenessMaxMinutes: number | null;
  overdue: Array<{
    attemptId: string;
    candidateName: string;
    testTitle: string;
    plan: { key: string };
    minutesLate: number;
    holderName: string | null;
    holderEmail: string | null;
  }>;
  workload: Array<{
    fullName: string;
    email: string;
    claimedNow: number;
    gradedToday: number;
    averageGradingMinutes: number | null;
  }>;
};

describe('GraphQL: the turnaround dashboard', () => {
  let t: TestApp;
  let test: MockTest;
  const scenes = escalationScenes(() => t);

  beforeAll(async () => {
    // A 10-minute deadline: the test moves the server's clock past it and runs the deadline itself.
    t = await createTestApp({ deadlineSeconds: 600 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    // Without a plan each candidate may take the first test only: all three answer it.
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Harbour ferries' });
    await t.container.deps.mockTests.upsert(test);
  });

  it('counts submissions per plan, the on-time share, lateness, the overdue list with its holder and the workload', async () => {
    // "Today" starts at midnight UTC: the story below (20 minutes of it) must not straddle one, whenever it runs.
    const msToMidnight = dayMs - (t.clock.now().getTime() % dayMs);
    if (msToMidnight < 60 * 60_000) t.clock.advanceSeconds(Math.ceil(msToMidnight / 1000) + 60);
    const [admin, tessa, theo, ana, ben, cy] = await Promise.all([
      scenes.asStaff('Ada Admin', 'admin'),
      scenes.asStaff('Tessa Tutor', 'tutor'),
      scenes.asStaff('Theo Tutor', 'tutor'),
      scenes.asCandidate('Ana Early'),
      scenes.asCandidate('Ben Late'),
      scenes.asCandidate('Cy Waiting'),
    ]);
    const onTime = await scenes.submit(ana, test);
    const publishedLate = await scenes.submit(ben, test);
    const waiting = await scenes.submit(cy, test);

    // Ana's is graded at once; then 20 minutes pass (10 past every deadline) with the other two still open.
    await scenes.claimAndPublish(tessa, onTime, test);
    await graphqlOk(t.app, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
      token: theo.idToken,
      variables: { id: waiting },
    });
    t.clock.advanceSeconds(20 * 60);
    for (const id of [onTime, publishedLate, waiting]) await handleDeadline(t.container.deps, { attemptId: id });
    // Ben's is published 10 minutes late; Cy's, held by Theo, is still waiting.
    await scenes.claimAndPublish(tessa, publishedLate, test);

    const { turnaroundDashboard: board } = await graphqlOk<{ turnaroundDashboard: Dashboard }>(t.app, dashboardQuery, {
      token: admin.idToken,
    });
    // Nobody holds a plan: every submission counts under Bronze, whose promise applies.
    expect(board.submissions).toEqual([
      { plan: { key: 'bronze' }, today: 3, last7Days: 3, last30Days: 3 },
      { plan: { key: 'silver' }, today: 0, last7Days: 0, last30Days: 0 },
      { plan: { key: 'gold' }, today: 0, last7Days: 0, last30Days: 0 },
    ]);
    expect(board.dueCount).toBe(3);
    expect(board.onTimeCount).toBe(1);
    expect(board.onTimeShare).toBeCloseTo(1 / 3, 5);
    // Both late ones are about 10 minutes past their deadline (the clock moved; real seconds add a little).
    for (const minutes of [board.latenessP50Minutes, board.latenessP95Minutes, board.latenessMaxMinutes]) {
      expect(minutes).toBeGreaterThanOrEqual(9.9);
      expect(minutes).toBeLessThan(11);
    }
    expect(board.overdue).toEqual([
      expect.objectContaining({
        attemptId: waiting,
        candidateName: 'Cy Waiting',
        testTitle: 'Harbour ferries',
        plan: { key: 'bronze' },
        holderName: 'Theo Tutor',
        holderEmail: theo.email,
      }),
    ]);
    expect(board.overdue[0]?.minutesLate).toBeGreaterThanOrEqual(9.9);
    const load = Object.fromEntries(board.workload.map((row) => [row.fullName, row]));
    expect(load['Tessa Tutor']).toMatchObject({ claimedNow: 0, gradedToday: 2 });
    expect(load['Tessa Tutor']?.averageGradingMinutes).toBeGreaterThanOrEqual(0);
    expect(load['Theo Tutor']).toEqual({
      fullName: 'Theo Tutor',
      email: theo.email,
      claimedNow: 1,
      gradedToday: 0,
      averageGradingMinutes: null,
    });
    expect(load['Ada Admin']).toMatchObject({ claimedNow: 0, gradedToday: 0 });
  });

  it('shows empty figures when nothing was submitted', async () => {
    const admin = await scenes.asStaff('Ada Admin', 'admin');
    const { turnaroundDashboard: board } = await graphqlOk<{ turnaroundDashboard: Dashboard }>(t.app, dashboardQuery, {
      token: admin.idToken,
    });
    expect(board).toMatchObject({
      dueCount: 0,
      onTimeCount: 0,
      onTimeShare: null,
      latenessP50Minutes: null,
      latenessMaxMinutes: null,
      overdue: [],
    });
  });

  it('refuses a tutor and a candidate', async () => {
    const [tutor, candidate] = await Promise.all([
      scenes.asStaff('Tessa Tutor', 'tutor'),
      scenes.asCandidate('Cleo Candidate'),
    ]);
    for (const user of [tutor, candidate]) {
      const answer = await graphql(t.app, dashboardQuery, { token: user.idToken });
      expect(errorCodes(answer)).toEqual(['FORBIDDEN']);
      expect(answer.data).toBeNull();
    }
    expect(errorCodes(await graphql(t.app, dashboardQuery))).toEqual(['UNAUTHENTICATED']);
  });
});
