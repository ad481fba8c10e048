import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAttempt, buildProfile } from '../../application/testing/builders.ts';
import { createTestPersistence, type TestPersistence, testDatabaseUrl } from '../../test-support/test-database.ts';

// The pg module the ORM's driver loads, so its clients' statements can be watched.
type PgClient = {
  connect(): Promise<void>;
  query(text: unknown, ...rest: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
};
const pg = createRequire(import.meta.resolve('@mikro-orm/postgresql'))('pg') as {
  Client: { new (options: { connectionString: string }): PgClient; prototype: PgClient };
};

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
  await execute(await copiesOfTemplate());
  await execute('analyze attempts');
}, 60_000);

afterAll(async () => {
  await db.reset();
  await db.close();
});

/** Runs a statement on a connection of the test's own (the repositories have no raw SQL door). */
async function execute(sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** One candidate's copies of the template, a test each (one attempt per candidate and test). */
async function copiesOfTemplate(): Promise<string> {
  const rows = await execute(
    "select column_name from information_schema.columns where table_name = 'attempts' order by ordinal_position",
  );
  const names = rows.map((row) => String(row.column_name));
  const replaced: Record<string, string> = {
    id: "'copy-' || g",
    mock_test_id: "'test-' || g",
    status: `case when g <= ${waiting} then 'Submitted' else 'InProgress' end`,
    deadline_at: "deadline_at + g * interval '1 minute'",
  };
  const values = names.map((name) => replaced[name] ?? `"${name}"`);
  return `insert into attempts (${names.map((name) => `"${name}"`).join(', ')})
    select ${values.join(', ')} from attempts, generate_series(1, ${waiting * 2}) g where id = 'template'`;
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
};

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
const planNodes = (node: PlanNode | undefined): PlanNode[] =>
  node ? [node, ...(node.Plans ?? []).flatMap((child) => planNodes(child))] : [];

describe('the evaluation queue on a busy database', () => {
  it('reads a page of waiting answers through the queue index, without sorting them all', async () => {
    const statements: { text: string; values: unknown[] }[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function watched(this: PgClient, text: unknown, ...rest: unknown[]) {
      // The values are bound (a named statement is a config object), so the plan is explained with the same ones.
      if (typeof text === 'string') statements.push({ text, values: Array.isArray(rest[0]) ? rest[0] : [] });
      else if (text && typeof text === 'object' && 'text' in text) statements.push(text as (typeof statements)[0]);
      return original.call(this, text, ...rest);
    };
    let page: Awaited<ReturnType<TestPersistence['gradingReads']['queuePage']>>;
    try {
      page = await db.gradingReads.queuePage(
        { limit: 20, offset: 0 },
        { viewerId: 'nobody', now: new Date(), claimsIdleSince: new Date(0) },
      );
    } finally {
      pg.Client.prototype.query = original;
    }
    expect(page.total).toBe(waiting + 1);
    expect(page.items.map((item) => item.attempt.id)).toEqual([
      'template',
      ...Array.from({ length: 19 }, (_, index) => `copy-${index + 1}`),
    ]);
    const [pageStatement] = statements.filter(({ text }) => / limit \$\d+ offset \$\d+/i.test(text));
    expect(pageStatement?.values.slice(-2)).toEqual([20, 0]);
    const [{ 'QUERY PLAN': plan }] = (await execute(
      `explain (format json) ${pageStatement?.text}`,
      pageStatement?.values,
    )) as [{ 'QUERY PLAN': unknown }];
    const root = (plan as Array<{ Plan: PlanNode }>)[0]?.Plan;
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
