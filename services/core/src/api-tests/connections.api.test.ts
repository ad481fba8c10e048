import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildAttempt, buildEvaluation, buildMockTest } from '../application/testing/builders.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp } from './api-helpers.ts';

// Cursor pagination: the lists integrators page through answer Relay-style connections (first/after) beside the web apps'
// limit/offset fields; the cursors are opaque and continue from the entry they name.

type Page = {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

const myAttemptsPage = `query($first: Int, $after: String) {
  myAttemptsConnection(first: $first, after: $after) {
    edges { cursor node { id } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('GraphQL: cursor pagination', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ deadlineSeconds: 24 * 3600 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  const asCandidate = async (name: string) => {
    const user = await signUp(name);
    await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    return user;
  };
  /** `count` attempts of the user, one a minute, the newest last; two share a start to test the tie on id. */
  const insertAttempts = async (user: TestUser, count: number, prefix = 'paged') => {
    const base = Date.parse('2026-03-01T08:00:00.000Z');
    for (let i = 0; i < count; i += 1) {
      const startedAt = new Date(base + Math.min(i, count - 2) * 60_000);
      await t.container.deps.attempts.insert(
        buildAttempt({
          id: `${prefix}-${String(i).padStart(2, '0')}`,
          userId: user.uid,
          mockTestId: `${prefix}-test-${i}`,
          startedAt,
        }),
      );
    }
  };
  const pageOf = async (user: TestUser, first: number, after: string | null) =>
    (
      await graphqlOk<{ myAttemptsConnection: Page }>(t.app, myAttemptsPage, {
        token: user.idToken,
        variables: { first, after },
      })
    ).myAttemptsConnection;

  it('pages through 25 attempts ten at a time, each once, newest first, unmoved by an attempt started meanwhile', async () => {
    const user = await asCandidate('Paula Pager');
    await insertAttempts(user, 25);
    const everything = await graphqlOk<{ myAttempts: { items: { id: string }[]; total: number } }>(
      t.app,
      '{ myAttempts(limit: 100) { items { id } total } }',
      { token: user.idToken },
    );
    expect(everything.myAttempts.total).toBe(25);

    const first = await pageOf(user, 10, null);
    // A new attempt between two pages goes to the front; the next page still continues where this one ended.
    await t.container.deps.attempts.insert(
      buildAttempt({ id: 'paged-new', userId: user.uid, mockTestId: 'paged-test-new', startedAt: new Date() }),
    );
    const second = await pageOf(user, 10, first.pageInfo.endCursor);
    const third = await pageOf(user, 10, second.pageInfo.endCursor);

    expect([first, second, third].map((page) => page.edges.length)).toEqual([10, 10, 5]);
    expect([first, second, third].map((page) => page.pageInfo.hasNextPage)).toEqual([true, true, false]);
    const paged = [first, second, third].flatMap((page) => page.edges.map((edge) => edge.node.id));
    expect(paged).toEqual(everything.myAttempts.items.map((item) => item.id));
    expect(new Set(paged).size).toBe(25);
    // Newest first; the two that started together come in id order.
    expect(paged.slice(0, 3)).toEqual(['paged-23', 'paged-24', 'paged-22']);
    expect(paged.at(-1)).toBe('paged-00');
    expect(third.pageInfo.endCursor).toBe(third.edges.at(-1)?.cursor);
    // Any edge's cursor works as `after`, not only the page's end.
    const fromEdge = await pageOf(user, 2, first.edges[4]?.cursor ?? null);
    expect(fromEdge.edges.map((edge) => edge.node.id)).toEqual(paged.slice(5, 7));
  });

  it('refuses a cursor it never gave out, one of another list or user, and a page beyond the limit', async () => {
    const paula = await asCandidate('Paula Cursor');
    const other = await asCandidate('Otto Other');
    await insertAttempts(paula, 3, 'mine');
    await insertAttempts(other, 3, 'theirs');
    const theirs = await pageOf(other, 1, null);

    const tries = [
      { first: 10, after: 'not a cursor' },
      { first: 10, after: 'bm9wZQ' },
      { first: 10, after: Buffer.from('queue:mine-00').toString('base64url') },
      { first: 10, after: theirs.pageInfo.endCursor },
    ];
    for (const variables of tries) {
      const answer = await graphql(t.app, myAttemptsPage, { token: paula.idToken, variables });
      expect(errorCodes(answer), JSON.stringify(variables)).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors[0]?.message).toMatch(
        /^The cursor "after" (is not one this list gave out|does not point into your attempts)/,
      );
    }
    for (const first of [0, 101]) {
      const answer = await graphql(t.app, myAttemptsPage, { token: paula.idToken, variables: { first } });
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors[0]?.message).toBe('"first" must be a whole number from 1 to 100.');
    }
  });

  it('pages through the evaluation queue oldest deadline first, for staff only', async () => {
    const candidate = await asCandidate('Quinn Queued');
    const tutor = await asCandidate('Tara Tutor');
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    const deadline = Date.parse('2026-03-02T08:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const test = buildMockTest({ exam: 'IELTSAcademic', sequence: i + 1, title: `Queue topic ${i}` });
      await t.container.deps.mockTests.upsert(test);
      const id = `queued-${i}`;
      ids.push(id);
      await t.container.deps.attempts.insert(
        buildAttempt({
          id,
          userId: candidate.uid,
          mockTestId: test.id,
          status: 'Submitted',
          submittedAt: new Date(deadline - 3_600_000),
          // Oldest deadline first: queued-4 is due first, queued-0 last.
          deadlineAt: new Date(deadline - i * 60_000),
        }),
      );
    }
    const queuePage = `query($after: String) { evaluationQueueConnection(first: 2, after: $after) {
      edges { cursor node { attempt { id } candidateName } } pageInfo { hasNextPage endCursor } } }`;
    type QueueData = {
      evaluationQueueConnection: {
        edges: { node: { attempt: { id: string }; candidateName: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    };
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const data: QueueData = await graphqlOk<QueueData>(t.app, queuePage, {
        token: tutor.idToken,
        variables: { after },
      });
      seen.push(...data.evaluationQueueConnection.edges.map((edge) => edge.node.attempt.id));
      expect(data.evaluationQueueConnection.pageInfo.hasNextPage).toBe(page < 2);
      after = data.evaluationQueueConnection.pageInfo.endCursor;
    }
    expect(seen).toEqual([...ids].reverse());

    const refused = await graphql(t.app, queuePage, { token: candidate.idToken, variables: { after: null } });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
  });

  it("pages through a tutor's published evaluations newest first, and refuses another tutor's cursor", async () => {
    const candidate = await asCandidate('Gwen Graded');
    const tutor = await asCandidate('Gita Grader');
    const other = await asCandidate('Oren Other');
    for (const user of [tutor, other]) {
      await grantRole(t.container.deps, { actor: 'system', email: user.email, role: 'tutor' });
    }
    const profileId = async (user: TestUser) =>
      (await graphqlOk<{ me: { id: string } }>(t.app, '{ me { id } }', { token: user.idToken })).me.id;
    const tutorId = await profileId(tutor);
    const published = Date.parse('2026-03-05T10:00:00.000Z');
    // Published one a minute apart, the last two at the same moment (their order is then the attempt id).
    const minutes = [0, 1, 2, 3, 3];
    for (const [i, minute] of minutes.entries()) {
      const test = buildMockTest({ exam: 'IELTSAcademic', sequence: i + 1, title: `Graded topic ${i}` });
      await t.container.deps.mockTests.upsert(test);
      const attemptId = `graded-${i}`;
      await t.container.deps.attempts.insert(
        buildAttempt({
          id: attemptId,
          userId: candidate.uid,
          mockTestId: test.id,
          status: 'EvaluationDone',
          submittedAt: new Date(published - 3_600_000),
        }),
      );
      await t.container.deps.evaluations.insert(
        buildEvaluation({
          id: `graded-evaluation-${i}`,
          attemptId,
          tutorId,
          feedback: `Feedback ${i}`,
          publishedAt: new Date(published + minute * 60_000),
        }),
      );
    }
    const gradedPage = `query($after: String) { myGradedWorkConnection(first: 2, after: $after) {
      edges { node { attempt { id } candidateName evaluation { feedback } } } pageInfo { hasNextPage endCursor } } }`;
    type GradedData = {
      myGradedWorkConnection: {
        edges: { node: { attempt: { id: string }; candidateName: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    };
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const data: GradedData = await graphqlOk<GradedData>(t.app, gradedPage, {
        token: tutor.idToken,
        variables: { after },
      });
      seen.push(...data.myGradedWorkConnection.edges.map((edge) => edge.node.attempt.id));
      expect(data.myGradedWorkConnection.pageInfo.hasNextPage).toBe(page < 2);
      after = data.myGradedWorkConnection.pageInfo.endCursor;
    }
    expect(seen).toEqual(['graded-3', 'graded-4', 'graded-2', 'graded-1', 'graded-0']);

    const firstPage = await graphqlOk<GradedData>(t.app, gradedPage, { token: tutor.idToken, variables: {} });
    const foreign = await graphql(t.app, gradedPage, {
      token: other.idToken,
      variables: { after: firstPage.myGradedWorkConnection.pageInfo.endCursor },
    });
    expect(errorCodes(foreign)).toEqual(['BAD_USER_INPUT']);
    expect(foreign.errors[0]?.message).toBe('The cursor "after" does not point into your graded work.');
  });

  it('refuses a query whose lists ask for too much at once, before any resolver runs, and lets a smaller page through', async () => {
    const user = await asCandidate('Cora Cost');
    const wide = (first: number) =>
      `{ ${['a', 'b', 'c', 'd', 'e']
        .map(
          (alias) => `${alias}: myAttemptsConnection(first: ${first}) { edges { cursor node { id status startedAt
            answers { taskKey text wordCount } evaluation { feedback criterionScores { taskKey criterion score } } } } }`,
        )
        .join(' ')} }`;

    const refused = await graphql(t.app, wide(100), { token: user.idToken });
    expect(refused.status).toBe(400);
    expect(errorCodes(refused)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(refused.errors[0]?.message).toMatch(
      /^The query asks for too much in one request \(cost \d+, at most 5000\): a list counts once per entry it asks for \(first or limit\)/,
    );
    expect(Number(/cost (\d+)/.exec(refused.errors[0]?.message ?? '')?.[1])).toBeGreaterThan(5000);

    await graphqlOk(t.app, wide(10), { token: user.idToken });
  });
});
