import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MockTestRepository } from '../application/catalog/ports.ts';
import { seedMockTests } from '../application/catalog/seed-mock-tests.use-case.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestPersistence } from '../test-support/test-database.ts';
import { graphqlOk, signUp } from './api-helpers.ts';

// The question bank changes only when the seed writes it (at start), so the public lists and the GraphQL catalogue
// are answered from memory: after the first read, no request reads mock tests from the database until the next seed.

describe('the catalogue served from memory', () => {
  let t: TestApp;
  let bankReads = 0;

  beforeAll(async () => {
    const persistence = await createTestPersistence();
    const stored: MockTestRepository = persistence.mockTests;
    const counted: MockTestRepository = {
      listByExam: (exam) => {
        bankReads += 1;
        return stored.listByExam(exam);
      },
      findById: (id) => {
        bankReads += 1;
        return stored.findById(id);
      },
      upsert: (test) => stored.upsert(test),
    };
    t = await createTestApp({ persistence: { ...persistence, mockTests: counted } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  const tests = [1, 2, 3].map((sequence) =>
    buildMockTest({ id: `iea-${sequence}`, exam: 'IELTSAcademic', sequence, title: `Essay ${sequence}` }),
  );
  const catalogue = `query($id: ID!) {
    mockTests(exam: IELTSAcademic) { id title }
    mockTest(id: $id) { id title }
    plans { key }
    exams { key }
  }`;
  type Catalogue = { mockTests: { id: string; title: string }[]; mockTest: { id: string; title: string } };

  it('answers the lists and the catalogue without reading the bank again', async () => {
    await seedMockTests(t.container.deps, { tests });
    const user = await signUp('Mia Memory');
    const read = () => graphqlOk<Catalogue>(t.app, catalogue, { token: user.idToken, variables: { id: 'iea-2' } });
    await read();
    bankReads = 0;

    for (let round = 0; round < 3; round += 1) {
      const list = await t.app.inject({ method: 'GET', url: '/ieltsacademic.json' });
      expect(list.json()).toHaveLength(3);
      const answer = await read();
      expect(answer.mockTests.map((test) => test.title)).toEqual(['Essay 1', 'Essay 2', 'Essay 3']);
      expect(answer.mockTest.title).toBe('Essay 2');
    }
    expect(bankReads).toBe(0);
  });

  it('shows what a new seed wrote, in the lists and the catalogue', async () => {
    await seedMockTests(t.container.deps, { tests });
    const user = await signUp('Sid Seed');
    await graphqlOk(t.app, catalogue, { token: user.idToken, variables: { id: 'iea-2' } });
    await t.app.inject({ method: 'GET', url: '/ieltsacademic.json' });

    const [, second] = tests;
    if (!second) throw new Error('fixture');
    const fourth = buildMockTest({ id: 'iea-4', exam: 'IELTSAcademic', sequence: 4, title: 'Essay 4' });
    await seedMockTests(t.container.deps, { tests: [{ ...second, title: 'Essay 2, revised' }, fourth] });

    const answer = await graphqlOk<Catalogue>(t.app, catalogue, { token: user.idToken, variables: { id: 'iea-2' } });
    expect(answer.mockTests.map((test) => test.title)).toEqual(['Essay 1', 'Essay 2, revised', 'Essay 3', 'Essay 4']);
    expect(answer.mockTest.title).toBe('Essay 2, revised');
    const list = await t.app.inject({ method: 'GET', url: '/ieltsacademic.json' });
    expect((list.json() as { text: string }[]).map((item) => item.text)).toEqual([
      'Essay 1',
      'Essay 2, revised',
      'Essay 3',
      'Essay 4',
    ]);
  });
});
