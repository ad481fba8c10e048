import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptRepository } from '../application/attempt/ports.ts';
import { seedMockTests } from '../application/catalog/seed-mock-tests.use-case.ts';
import type { EvaluationRepository } from '../application/evaluation/ports.ts';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import type { ProfileRepository } from '../application/profile/ports.ts';
import { buildAttempt, buildEvaluation, buildMockTest, buildProfile } from '../application/testing/builders.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestPersistence } from '../test-support/test-database.ts';
import { graphqlOk, signUp } from './api-helpers.ts';

// Nested fields are loaded per request through DataLoader: a list of twenty tests asking each for the caller's
// attempt reads the caller's attempts once, and the same attempt asked twice in a request is read once.

describe('per-request batching of GraphQL fields', () => {
  let t: TestApp;
  const reads = { listByUser: 0, findById: 0, profiles: 0, evaluations: 0 };

  beforeAll(async () => {
    const persistence = await createTestPersistence();
    const stored: AttemptRepository = persistence.attempts;
    const counted: AttemptRepository = {
      ...stored,
      listByUser: (userId, page) => {
        reads.listByUser += 1;
        return stored.listByUser(userId, page);
      },
      findById: (id) => {
        reads.findById += 1;
        return stored.findById(id);
      },
    };
    // Per-entry lookups a queue page must not make (the caller's own profile is read once per request).
    const profiles: ProfileRepository = {
      ...persistence.profiles,
      findByUserId: (userId) => {
        reads.profiles += 1;
        return persistence.profiles.findByUserId(userId);
      },
      findById: (id) => {
        reads.profiles += 1;
        return persistence.profiles.findById(id);
      },
    };
    const evaluations: EvaluationRepository = {
      ...persistence.evaluations,
      findByAttemptId: (attemptId) => {
        reads.evaluations += 1;
        return persistence.evaluations.findByAttemptId(attemptId);
      },
    };
    t = await createTestApp({ persistence: { ...persistence, attempts: counted, profiles, evaluations } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    for (const key of Object.keys(reads) as (keyof typeof reads)[]) reads[key] = 0;
  });

  it("reads the caller's attempts once for a whole list of tests, and each attempt once per request", async () => {
    const tests = Array.from({ length: 20 }, (_, index) =>
      buildMockTest({ id: `iea-${index + 1}`, exam: 'IELTSAcademic', sequence: index + 1 }),
    );
    await seedMockTests(t.container.deps, { tests });
    const user = await signUp('Bea Batch');
    const token = user.idToken;
    const { startAttempt } = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation { startAttempt(mockTestId: "iea-1") { id } }',
      { token },
    );
    reads.listByUser = 0;
    reads.findById = 0;

    const list = await graphqlOk<{ mockTests: { id: string; myAttempt: { id: string } | null }[] }>(
      t.app,
      '{ mockTests(exam: IELTSAcademic) { id tasks { key } myAttempt { id } } }',
      { token },
    );
    expect(list.mockTests).toHaveLength(20);
    expect(list.mockTests.filter((test) => test.myAttempt).map((test) => test.myAttempt?.id)).toEqual([
      startAttempt.id,
    ]);
    expect(reads.listByUser).toBe(1);

    const twice = await graphqlOk<{ a: { evaluation: null }; b: { evaluation: null } }>(
      t.app,
      'query($id: ID!) { a: attempt(id: $id) { mockTest { myAttempt { id } } evaluation { id } } b: attempt(id: $id) { evaluation { id } } }',
      { token, variables: { id: startAttempt.id } },
    );
    expect(twice.a.evaluation).toBeNull();
    expect(reads.findById).toBe(1);
  });

  it('reads a tutor queue page of twenty entries with names, claims and evaluations in one go', async () => {
    const test = buildMockTest({ id: 'iea-1', exam: 'IELTSAcademic', sequence: 1 });
    await seedMockTests(t.container.deps, { tests: [test] });
    const tutor = await signUp('Tess Tutor');
    await graphqlOk(t.app, '{ me { id } }', { token: tutor.idToken });
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    const tutorProfile = await t.container.deps.profiles.findByUserId(tutor.uid);
    const { deps } = t.container;
    for (let n = 1; n <= 22; n++) {
      const candidate = buildProfile({ userId: `queue-uid-${n}`, fullName: `Candidate ${n}` });
      await deps.profiles.save(candidate);
      const submittedAt = new Date(Date.UTC(2026, 0, 1, 0, n));
      const attempt = buildAttempt({
        userId: candidate.userId,
        mockTestId: test.id,
        status: 'Submitted',
        submittedAt,
        deadlineAt: new Date(submittedAt.getTime() + 86_400_000),
        // Every other entry claimed by the tutor, with a draft evaluation.
        claimedBy: n % 2 === 0 ? (tutorProfile?.id ?? null) : null,
        // Claimed just now: an older claim would have lapsed (CLAIM_IDLE_MINUTES) and show as unclaimed.
        claimedAt: n % 2 === 0 ? new Date() : null,
      });
      await deps.attempts.insert(attempt);
      if (n % 2 === 0) await deps.evaluations.insert(buildEvaluation({ attemptId: attempt.id, tutorId: 'x' }));
    }

    for (const key of Object.keys(reads) as (keyof typeof reads)[]) reads[key] = 0;
    const { evaluationQueue } = await graphqlOk<{
      evaluationQueue: {
        total: number;
        items: {
          candidateName: string;
          claimedBy: string | null;
          claimedByMe: boolean;
          evaluation: { published: boolean } | null;
        }[];
      };
    }>(
      t.app,
      '{ evaluationQueue(limit: 20, offset: 0) { total items { candidateName claimedBy claimedByMe evaluation { published } attempt { mockTest { title } } } } }',
      { token: tutor.idToken },
    );
    expect(evaluationQueue.total).toBe(22);
    expect(evaluationQueue.items).toHaveLength(20);
    expect(evaluationQueue.items.slice(0, 2)).toEqual([
      {
        candidateName: 'Candidate 1',
        claimedBy: null,
        claimedByMe: false,
        evaluation: null,
        attempt: { mockTest: { title: test.title } },
      },
      {
        candidateName: 'Candidate 2',
        claimedBy: 'Tess Tutor',
        claimedByMe: true,
        evaluation: { published: false },
        attempt: { mockTest: { title: test.title } },
      },
    ]);
    // The tutor's own profile, read once per request; nothing per entry.
    expect(reads).toMatchObject({ profiles: 1, evaluations: 0 });
    const past = await graphqlOk<{ evaluationQueue: { total: number; items: unknown[] } }>(
      t.app,
      '{ evaluationQueue(limit: 20, offset: 40) { total items { candidateName } } }',
      { token: tutor.idToken },
    );
    expect(past.evaluationQueue).toEqual({ total: 22, items: [] });
  });
});
