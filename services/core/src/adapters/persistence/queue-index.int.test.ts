import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAttempt, buildProfile } from '../../application/testing/builders.ts';
import { copyAttempt, planNodes, planOf, statementsDuring } from '../../test-support/query-plans.ts';
import { createTestPersistence, type TestPersistence } from '../../test-support/test-database.ts';

let db: TestPersistence;
const waiting = 3_000;

beforeAll(async () => {
  db = await createTestPersistence();
  await db.reset();
  const now = new Date('2026-03-01T10:00:00.000Z');
  const template = buildAttempt({
    id: 'template',
    userId: 'uid-template',
    mockTestId: 'ielts-ac-1',
    status: 'Submitted',
    answers: [{ taskKey: 'task1', text: 'An answer waiting for its tutor.' }],
    startedAt: now,
    submittedAt: now,
    secondsTaken: 600,
    deadlineAt: now,
  });
  await db.profiles.save(buildProfile({ userId: 'uid-template', fullName: 'Wanda Waiting' }));
  await db.attempts.insert(template);
  // Copies of the template: as many waiting answers as a busy week brings, and as many still being written.
  await copyAttempt('template', waiting * 2, {
    id: "'copy-' || g",
    mock_test_id: "'test-' || g",
    status: `case when g <= ${waiting} then 'Submitted' else 'InProgress' end`,
    deadline_at: "deadline_at + g * interval '1 minute'",
  });
}, 60_000);

afterAll(async () => {
  await db.reset();
  await db.close();
});

describe('the evaluation queue on a busy database', () => {
  it('reads a page of waiting answers through the queue index, without sorting them all', async () => {
    const { result: page, statements } = await statementsDuring(() =>
      db.gradingReads.queuePage(
        { limit: 20, offset: 0 },
        { viewerId: 'nobody', now: new Date(), claimsIdleSince: new Date(0) },
      ),
    );
    expect(page.total).toBe(waiting + 1);
    expect(page.items.map((item) => item.attempt.id)).toEqual([
      'template',
      ...Array.from({ length: 19 }, (_, index) => `copy-${index + 1}`),
    ]);
    const [pageStatement] = statements.filter(({ text }) => / limit \$\d+ offset \$\d+/i.test(text));
    expect(pageStatement?.values.slice(-2)).toEqual([20, 0]);
    // The values are bound (a named statement), so the plan is explained with the same ones.
    const root = await planOf(pageStatement);
    // The count rides along as an InitPlan (computed once, apart from the page): its scan is the count's own.
    const initPlans = (root?.Plans ?? []).filter((node) => node['Parent Relationship'] === 'InitPlan');
    expect(initPlans).toHaveLength(1);
    const nodes = planNodes(root && { ...root, Plans: root.Plans?.filter((node) => !initPlans.includes(node)) });
    // The attempts are read from the queue index, 20 of them; only the page's own rows are sorted, after the joins.
    const attemptScans = nodes.filter((node) => node['Relation Name'] === 'attempts');
    expect(attemptScans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Scan', 'attempts_queue_order_index'],
    ]);
    const sorted = nodes.filter((node) => node['Node Type'] === 'Sort').map((node) => node['Plan Rows']);
    expect(sorted.every((rows) => Number(rows) <= 20)).toBe(true);
  }, 30_000);
});
