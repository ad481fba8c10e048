import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptRepository } from '../application/attempt/ports.ts';
import { seedMockTests } from '../application/catalog/seed-mock-tests.use-case.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestPersistence } from '../test-support/test-database.ts';
import { graphqlOk, signUp } from './api-helpers.ts';

// Nested fields are loaded per request through DataLoader: a list of twenty tests asking each for the caller's
// attempt reads the caller's attempts once, and the same attempt asked twice in a request is read once.

describe('per-request batching of GraphQL fields', () => {
  let t: TestApp;
  const reads = { listByUser: 0, findById: 0 };

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
    t = await createTestApp({ persistence: { ...persistence, attempts: counted } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    reads.listByUser = 0;
    reads.findById = 0;
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
});
