import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { toeflKey } from '../domain/exam/exam.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, expectNoStackTrace, graphql, graphqlOk, signUp } from './api-helpers.ts';

const meQuery = `{ me { id userId email fullName role selectedExam education destination country
  targetScore { reading writing listening speaking } plan { key } isSubscribed planExpired expiryDate createdAt } }`;

type Me = {
  me: {
    id: string;
    userId: string;
    email: string;
    fullName: string;
    role: string;
    selectedExam: string;
    education: string;
    destination: string;
    country: string | null;
    targetScore: Record<string, string>;
    plan: { key: string } | null;
    isSubscribed: boolean;
    planExpired: boolean;
    expiryDate: string | null;
    createdAt: string;
  };
};

describe('GraphQL: profile, catalogue and access rules', () => {
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

  it('answers health without signing in', async () => {
    expect(await graphqlOk(t.app, '{ health }')).toEqual({ health: 'ok' });
  });

  it('creates the profile from the identity token on the first `me` and returns the same one afterwards', async () => {
    const user = await signUp('Amara Obi');

    const first = await graphqlOk<Me>(t.app, meQuery, { token: user.idToken });
    expect(first.me).toMatchObject({
      userId: user.uid,
      email: user.email,
      fullName: 'Amara Obi',
      role: 'CANDIDATE',
      selectedExam: 'OETNurses',
      education: 'BD',
      destination: 'AU',
      plan: null,
      isSubscribed: false,
      planExpired: false,
      expiryDate: null,
    });
    expect(new Date(first.me.createdAt).toISOString()).toBe(first.me.createdAt);

    const second = await graphqlOk<Me>(t.app, meQuery, { token: user.idToken });
    expect(second.me.id).toBe(first.me.id);
    expect((await t.container.deps.profiles.findByUserId(user.uid))?.id).toBe(first.me.id);
  });

  it('refuses `me` without a token or with a forged one, without revealing internals', async () => {
    const none = await graphql(t.app, '{ me { id } }');
    expect(errorCodes(none)).toEqual(['UNAUTHENTICATED']);

    const forged = await graphql(t.app, '{ me { id } }', { token: 'eyJhbGciOiJub25lIn0.e30.' });
    expect(errorCodes(forged)).toEqual(['UNAUTHENTICATED']);
    expectNoStackTrace(forged.raw);
  });

  it('updates the editable profile fields', async () => {
    const user = await signUp('Bilal Khan');

    const data = await graphqlOk<{ updateMyProfile: Me['me'] }>(
      t.app,
      `mutation Save($input: UpdateProfileInput!) {
        updateMyProfile(input: $input) { selectedExam country education destination targetScore { reading writing listening speaking } }
      }`,
      {
        token: user.idToken,
        variables: {
          input: {
            selectedExam: 'IELTSGeneral',
            country: 'PK',
            education: 'MD',
            destination: 'GB',
            targetScore: { reading: '7', writing: '6.5', listening: '7', speaking: '6' },
          },
        },
      },
    );

    expect(data.updateMyProfile).toEqual({
      selectedExam: 'IELTSGeneral',
      country: 'PK',
      education: 'MD',
      destination: 'GB',
      targetScore: { reading: '7', writing: '6.5', listening: '7', speaking: '6' },
    });
    const me = await graphqlOk<Me>(t.app, meQuery, { token: user.idToken });
    expect(me.me.selectedExam).toBe('IELTSGeneral');
  });

  it('rejects a value outside an enum as bad input', async () => {
    const user = await signUp('Enum Tester');

    const answer = await graphql(
      t.app,
      'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { id } }',
      {
        token: user.idToken,
        variables: { input: { education: 'PHD' } },
      },
    );

    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
  });

  it('shows the exam catalogue with TOEFL spelled as people know it, and the plans', async () => {
    const data = await graphqlOk<{
      exams: { key: string; code: number; label: string; totalMinutes: number }[];
      plans: { key: string; level: number; tests: number; priceUsd: number; evaluationMinutes: number }[];
    }>(t.app, '{ exams { key code label totalMinutes } plans { key level tests priceUsd evaluationMinutes } }');

    expect(data.exams.find((exam) => exam.key === toeflKey)).toMatchObject({ code: 12, label: 'TOEFL' });
    expect(data.exams.find((exam) => exam.key === 'IELTSAcademic')).toMatchObject({ code: 6, totalMinutes: 60 });

    // Each criterion carries one line per score, keyed by its rubric's version (PTE's two Content traits differ).
    const rubrics = await graphqlOk<{
      exams: {
        key: string;
        rubric: { criteria: { taskKey: string | null; key: string; descriptors: { score: number; text: string }[] }[] };
      }[];
    }>(t.app, '{ exams { key rubric { criteria { taskKey key descriptors { score text } } } } }');
    const criteriaOf = (key: string) => rubrics.exams.find((exam) => exam.key === key)?.rubric.criteria ?? [];
    const lexical = criteriaOf('IELTSAcademic').find((criterion) => criterion.key === 'lexicalResource');
    expect(lexical?.descriptors.map((descriptor) => descriptor.score)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(lexical?.descriptors[8]?.text).toMatch(/^Wide range used fluently/);
    const pteContent = criteriaOf('PTE').filter((criterion) => criterion.key === 'content');
    expect(pteContent.map((criterion) => [criterion.taskKey, criterion.descriptors.length])).toEqual([
      ['summary', 3],
      ['essay', 7],
    ]);
    expect(data.plans).toEqual([
      { key: 'bronze', level: 1, tests: 6, priceUsd: 20, evaluationMinutes: 210 },
      { key: 'silver', level: 2, tests: 12, priceUsd: 30, evaluationMinutes: 48 },
      { key: 'gold', level: 3, tests: 20, priceUsd: 50, evaluationMinutes: 18 },
    ]);
  });

  it('lets only admins grant roles', async () => {
    const admin = await signUp('Ada Admin');
    const candidate = await signUp('Cara Candidate');
    const future = await signUp('Theo Tutor');
    const unverified = await signUp('Una Unverified', { verified: false });
    for (const user of [admin, candidate, future, unverified])
      await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
    await grantRole(t.container.deps, { actor: 'system', email: admin.email, role: 'admin' });
    const mutation = 'mutation($email: String!, $role: Role!) { grantRole(email: $email, role: $role) { email role } }';

    const refused = await graphql(t.app, mutation, {
      token: candidate.idToken,
      variables: { email: candidate.email, role: 'ADMIN' },
    });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);

    const granted = await graphqlOk(t.app, mutation, {
      token: admin.idToken,
      variables: { email: future.email, role: 'TUTOR' },
    });
    expect(granted).toEqual({ grantRole: { email: future.email, role: 'TUTOR' } });
    const me = await graphqlOk<Me>(t.app, meQuery, { token: future.idToken });
    expect(me.me.role).toBe('TUTOR');

    const unknown = await graphql(t.app, mutation, {
      token: admin.idToken,
      variables: { email: 'nobody@example.test', role: 'TUTOR' },
    });
    expect(errorCodes(unknown)).toEqual(['NOT_FOUND']);

    // A staff role needs a verified e-mail: anyone can sign up under a colleague's address.
    const notVerified = await graphql(t.app, mutation, {
      token: admin.idToken,
      variables: { email: unverified.email, role: 'TUTOR' },
    });
    expect(errorCodes(notVerified)).toEqual(['CONFLICT']);
    expect(notVerified.errors[0]?.message).toMatch(/has not verified its e-mail address/);
    expect((await graphqlOk<Me>(t.app, meQuery, { token: unverified.idToken })).me.role).toBe('CANDIDATE');
  });

  it('refuses tutor operations to a candidate', async () => {
    const candidate = await signUp('Curious Candidate');
    const token = candidate.idToken;

    const queue = await graphql(t.app, '{ evaluationQueue { total } }', { token });
    expect(errorCodes(queue)).toEqual(['FORBIDDEN']);
    const claim = await graphql(t.app, 'mutation { claimAttempt(attemptId: "any") { claimedByMe } }', { token });
    expect(errorCodes(claim)).toEqual(['FORBIDDEN']);
    const grading = await graphql(t.app, '{ gradingItem(attemptId: "any") { candidateName } }', { token });
    expect(errorCodes(grading)).toEqual(['FORBIDDEN']);
  });

  it('limits page sizes to 100', async () => {
    const user = await signUp('Paging Person');

    const answer = await graphql(t.app, '{ myAttempts(limit: 500) { total } }', { token: user.idToken });

    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses queries nested deeper than the limit', async () => {
    const deep =
      '{ myAttempts { items { mockTest { myAttempt { mockTest { myAttempt { mockTest { myAttempt { id } } } } } } } } }';

    const answer = await graphql(t.app, deep);

    expect(answer.status).toBe(400);
    expect(errorCodes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(answer.errors[0]?.message).toMatch(/nested too deeply/);
  });

  it('hides unexpected failures behind a generic message', async () => {
    const user = await signUp('Unlucky Reader');
    const tests = t.container.deps.mockTests;
    const original = tests.listByExam;
    tests.listByExam = async () => {
      throw new Error('relation "mock_tests" does not exist at /srv/app/secret-path.ts:42');
    };
    try {
      const answer = await graphql(t.app, '{ mockTests { id } }', { token: user.idToken });
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors[0]?.message).toBe('Internal server error');
      expect(answer.errors[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(answer.raw).not.toContain('secret-path');
      expectNoStackTrace(answer.raw);
    } finally {
      tests.listByExam = original;
    }
  });
});
