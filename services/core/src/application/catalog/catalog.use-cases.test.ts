import { describe, expect, it } from 'vitest';
import { buildMockTest, buildProfile } from '../testing/builders.ts';
import { domainErrorOf } from '../testing/expect-domain-error.ts';
import { createInMemoryDeps } from '../testing/in-memory-deps.ts';
import { getMockTest } from './get-mock-test.use-case.ts';
import { listMockTests } from './list-mock-tests.use-case.ts';
import { seedMockTests } from './seed-mock-tests.use-case.ts';

const ieltsTests = [3, 1, 8, 2, 7].map((sequence) =>
  buildMockTest({ id: `iea-${sequence}`, exam: 'IELTSAcademic', sequence }),
);
const pteTests = [1, 2].map((sequence) => buildMockTest({ id: `pte-${sequence}`, exam: 'PTE', sequence }));

function unlockedIds(list: Array<{ test: { id: string }; unlocked: boolean }>) {
  return list.filter((row) => row.unlocked).map((row) => row.test.id);
}

describe('listMockTests', () => {
  it("lists the selected exam's tests in sequence order; only the first is free without a plan", async () => {
    const candidate = buildProfile({ selectedExam: 'IELTSAcademic' });
    const deps = createInMemoryDeps({ mockTests: [...ieltsTests, ...pteTests] });
    const list = await listMockTests(deps, { actor: candidate });
    expect(list.map((row) => row.test.sequence)).toEqual([1, 2, 3, 7, 8]);
    expect(unlockedIds(list)).toEqual(['iea-1']);
  });

  it("unlocks the plan's allowance for a subscriber", async () => {
    const bronze = buildProfile({
      selectedExam: 'IELTSAcademic',
      plan: 'bronze',
      isSubscribed: true,
      expiresAt: new Date('2025-09-01T00:00:00Z'),
    });
    const deps = createInMemoryDeps({ mockTests: ieltsTests });
    expect(unlockedIds(await listMockTests(deps, { actor: bronze }))).toEqual(['iea-1', 'iea-2', 'iea-3']);
  });

  it('lists another exam on request', async () => {
    const candidate = buildProfile({ selectedExam: 'IELTSAcademic' });
    const deps = createInMemoryDeps({ mockTests: [...ieltsTests, ...pteTests] });
    const list = await listMockTests(deps, { actor: candidate, exam: 'PTE' });
    expect(list.map((row) => row.test.id)).toEqual(['pte-1', 'pte-2']);
  });

  it('shows tutors every test unlocked', async () => {
    const tutor = buildProfile({ role: 'tutor', selectedExam: 'IELTSAcademic' });
    const deps = createInMemoryDeps({ mockTests: ieltsTests });
    expect(unlockedIds(await listMockTests(deps, { actor: tutor }))).toHaveLength(5);
  });

  it('refuses an unknown exam', async () => {
    const deps = createInMemoryDeps();
    const error = await domainErrorOf(listMockTests(deps, { actor: buildProfile(), exam: 'GRE' as never }));
    expect(error.code).toBe('BAD_USER_INPUT');
  });
});

describe('getMockTest', () => {
  it('returns the test and whether the caller may open it', async () => {
    const deps = createInMemoryDeps({ mockTests: ieltsTests });
    const candidate = buildProfile();
    expect(await getMockTest(deps, { actor: candidate, id: 'iea-1' })).toMatchObject({
      test: { id: 'iea-1' },
      unlocked: true,
    });
    expect((await getMockTest(deps, { actor: candidate, id: 'iea-2' })).unlocked).toBe(false);
  });

  it('says NOT_FOUND for an unknown id', async () => {
    const deps = createInMemoryDeps();
    const error = await domainErrorOf(getMockTest(deps, { actor: buildProfile(), id: 'missing' }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('This mock test does not exist.');
  });
});

describe('seedMockTests', () => {
  it('stores the tests and updates them when seeded again', async () => {
    const deps = createInMemoryDeps();
    expect(await seedMockTests(deps, { tests: ieltsTests })).toBe(5);
    const [first] = ieltsTests;
    if (!first) throw new Error('fixture');
    expect(await seedMockTests(deps, { tests: [{ ...first, title: 'Renamed' }] })).toBe(1);
    expect(deps.mockTests.all()).toHaveLength(5);
    expect((await deps.mockTests.findById(first.id))?.title).toBe('Renamed');
  });

  it('stores nothing when one test is invalid', async () => {
    const deps = createInMemoryDeps();
    const broken = buildMockTest({ id: 'broken', exam: 'OETNurses', sequence: 9, rubricVersion: 'oet-1.0' });
    const error = await domainErrorOf(seedMockTests(deps, { tests: [...pteTests, broken] }));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain("rubric version 'oet-1.0'");
    expect(deps.mockTests.all()).toHaveLength(0);
  });

  it('refuses two tests in the same place of an exam', async () => {
    const deps = createInMemoryDeps();
    const twins = [buildMockTest({ exam: 'PTE', sequence: 4 }), buildMockTest({ exam: 'PTE', sequence: 4 })];
    expect((await domainErrorOf(seedMockTests(deps, { tests: twins }))).message).toBe(
      'Two PTE tests have the sequence number 4.',
    );
  });
});
