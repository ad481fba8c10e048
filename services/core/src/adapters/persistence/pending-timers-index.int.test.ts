import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAttempt } from '../../application/testing/builders.ts';
import { copyAttempt, planNodes, planOf, statementsDuring } from '../../test-support/query-plans.ts';
import { createTestPersistence, type TestPersistence } from '../../test-support/test-database.ts';

// The reconcile pass reads the pending timers every minute in every worker. On a database of a few years, nearly
// every attempt was released long ago: a page of pending timers must come from their own index, not from a walk
// through every attempt in id order.

const copies = 20_000;
const now = new Date('2026-03-01T10:00:00.000Z');
const later = new Date('2026-03-01T12:00:00.000Z');
let db: TestPersistence;

beforeAll(async () => {
  db = await createTestPersistence();
  await db.reset();
  await db.attempts.insert(
    buildAttempt({
      id: 'template',
      userId: 'uid-template',
      mockTestId: 'ielts-ac-1',
      status: 'EvaluationDone',
      answers: [{ taskKey: 'task1', text: 'An answer released long ago.' }],
      startedAt: new Date('2025-03-01T09:00:00.000Z'),
      endsAt: new Date('2025-03-01T10:00:00.000Z'),
      submittedAt: new Date('2025-03-01T09:50:00.000Z'),
      secondsTaken: 3000,
      deadlineAt: new Date('2025-03-02T09:50:00.000Z'),
      deadlineHandledAt: new Date('2025-03-02T09:00:00.000Z'),
    }),
  );
  // Copies of the released template: one in four still being written, one in four waiting for its deadline.
  const at = `'${later.toISOString()}'::timestamptz`;
  await copyAttempt('template', copies, {
    id: "'copy-' || g",
    mock_test_id: "'test-' || g",
    status: "case g % 4 when 0 then 'InProgress' when 2 then 'Submitted' else 'EvaluationDone' end",
    ends_at: `case g % 4 when 0 then ${at} else ends_at end`,
    deadline_at: `case g % 4 when 2 then ${at} else deadline_at end`,
    deadline_handled_at: 'case g % 4 when 0 then null when 2 then null else deadline_handled_at end',
  });
}, 60_000);

afterAll(async () => {
  await db.reset();
  await db.close();
});

describe('the pending timers on a database of released answers', () => {
  it('reads a page of them from their own index, in id order', async () => {
    const { result: page, statements } = await statementsDuring(() =>
      db.attempts.listPendingTimers(now, 30, { limit: 500 }),
    );
    const pending = Array.from({ length: copies / 2 }, (_, index) => `copy-${(index + 1) * 2}`).sort();
    expect(page.map((timer) => timer.id)).toEqual(pending.slice(0, 500));
    expect(page.find((timer) => timer.id === 'copy-10')).toMatchObject({ status: 'Submitted', deadlineAt: later });

    const plan = await planOf(statements.find(({ text }) => /from attempts/i.test(text)));
    const nodes = planNodes(plan);
    // Read in id order from the index of pending timers: neither a walk through every attempt nor a sort of every
    // pending one for each page.
    const summary = JSON.stringify(plan);
    const scans = nodes.filter((node) => node['Relation Name'] === 'attempts');
    expect(
      scans.map((node) => [node['Node Type'], node['Index Name']]),
      summary,
    ).toEqual([['Index Scan', 'attempts_pending_timers_index']]);
    expect(
      nodes.filter((node) => node['Node Type'] === 'Sort'),
      summary,
    ).toEqual([]);
  }, 30_000);
});
