import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAttempt } from '../../application/attempt/get-attempt.use-case.ts';
import { startAttempt } from '../../application/attempt/start-attempt.use-case.ts';
import { seedMockTests } from '../../application/catalog/seed-mock-tests.use-case.ts';
import type { CoreDeps } from '../../application/deps.ts';
import { buildProfile } from '../../application/testing/builders.ts';
import { createInMemoryDeps } from '../../application/testing/in-memory-deps.ts';
import { examKeys, toeflKey } from '../../domain/exam/exam.ts';
import { fixtureFile, oetCaseFixtures, writeContentRoot } from '../../test-support/content-fixtures.ts';
import { createTestPersistence, type TestPersistence } from '../../test-support/test-database.ts';
import { loadContent } from './load-content.ts';

// The seed step on real PostgreSQL: content files in, re-seeded after an edit, attempts still pointing at their test.

let persistence: TestPersistence;
let deps: CoreDeps;

beforeAll(async () => {
  persistence = await createTestPersistence();
});
afterAll(async () => {
  await persistence?.close();
});
beforeEach(async () => {
  await persistence.reset();
  const { profiles, mockTests, attempts, evaluations } = persistence;
  deps = { ...createInMemoryDeps(), profiles, mockTests, attempts, evaluations };
});

const contentFiles = () => [
  fixtureFile('IELTSAcademic', 1),
  fixtureFile('IELTSAcademic', 2),
  fixtureFile('IELTSGeneral', 1),
  fixtureFile('PTE', 1),
  fixtureFile(toeflKey, 1),
  ...Object.keys(oetCaseFixtures).map((shape, index) => fixtureFile('OETDoctors', index + 1, shape)),
];

async function countAll(): Promise<number> {
  let total = 0;
  for (const exam of examKeys) total += (await deps.mockTests.listByExam(exam)).length;
  return total;
}

describe('seeding the question bank into PostgreSQL', () => {
  it('updates a test in place on re-seed: no duplicate, and a started attempt still opens the edited test', async () => {
    const root = writeContentRoot(contentFiles());
    await seedMockTests(deps, { tests: await loadContent(root) });
    expect(await countAll()).toBe(11);

    const candidate = buildProfile({ selectedExam: 'IELTSAcademic' });
    await deps.profiles.save(candidate);
    const attempt = await startAttempt(deps, { actor: candidate, mockTestId: 'ielts-academic-01' });

    const path = join(root, 'ielts-academic', 'test-01.json');
    const edited = JSON.parse(readFileSync(path, 'utf8'));
    edited.tasks[0].prompt = 'The chart shows visitors to three museums. Summarise the main features.';
    writeFileSync(path, JSON.stringify(edited));
    await seedMockTests(deps, { tests: await loadContent(root) });
    await seedMockTests(deps, { tests: await loadContent(root) });

    expect(await countAll()).toBe(11);
    const reopened = await getAttempt(deps, { actor: candidate, attemptId: attempt.id });
    expect(reopened.attempt.mockTestId).toBe('ielts-academic-01');
    const test = await deps.mockTests.findById(reopened.attempt.mockTestId);
    expect(test?.tasks[0]?.prompt).toBe('The chart shows visitors to three museums. Summarise the main features.');
    expect(await startAttempt(deps, { actor: candidate, mockTestId: 'ielts-academic-01' })).toMatchObject({
      id: attempt.id,
    });
  });

  it('stores every task field and gives it back unchanged, discharge-summary headings in their order', async () => {
    const tests = await loadContent(writeContentRoot(contentFiles()));
    await seedMockTests(deps, { tests });

    for (const test of tests) expect(await deps.mockTests.findById(test.id)).toEqual(test);
    const discharge = await deps.mockTests.findById('oet-doctors-06');
    const oetCase = discharge?.tasks[0]?.oetCase;
    if (oetCase?.type !== 'DischargeSummary') throw new Error('expected the discharge summary');
    expect(Object.keys(oetCase.sections)).toEqual([
      'Patient details',
      'Admission',
      'Hospital course',
      'Medications on discharge',
      'Follow-up',
    ]);
    expect(Object.keys(oetCase.sections['Patient details'] as object)).toEqual(['Name', 'Age']);
  });
});
