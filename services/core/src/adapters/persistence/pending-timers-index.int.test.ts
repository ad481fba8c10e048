import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAttempt } from '../../application/testing/builders.ts';
import { createTestPersistence, type TestPersistence, testDatabaseUrl } from '../../test-support/test-database.ts';

// The reconcile pass reads the pending timers every minute in every worker. On a database of a few years, nearly
// every attempt was released long ago: a page of pending timers must come from their own index, not from a walk
// through every attempt in id order.

type PgClient = {
  connect(): Promise<void>;
  query(text: unknown, ...rest: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
};
// The pg module the ORM's driver loads, so its clients' statements can be watched.
const pg = createRequire(import.meta.resolve('@mikro-orm/postgresql'))('pg') as {
  Client: { new (options: { connectionString: string }): PgClient; prototype: PgClient };
};

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const planNodes = (node: PlanNode | undefined): PlanNode[] =>
  node ? [node, ...(node.Plans ?? []).flatMap((child) => planNodes(child))] : [];

const copies = 20_000;
const now = new Date('2026-03-01T10:00:00.000Z');
const later = new Date('2026-03-01T12:00:00.000Z');
let db: TestPersistence;

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

/** Copies of the released template: one in four still being written, one in four waiting for its deadline. */
async function copiesOfTemplate(): Promise<string> {
  const rows = await execute(
    "select column_name from information_schema.columns where table_name = 'attempts' order by ordinal_position",
  );
  const names = rows.map((row) => String(row.column_name));
  const later = "'2026-03-01T12:00:00.000Z'::timestamptz";
  const replaced: Record<string, string> = {
    id: "'copy-' || g",
    mock_test_id: "'test-' || g",
    status: "case g % 4 when 0 then 'InProgress' when 2 then 'Submitted' else 'EvaluationDone' end",
    ends_at: `case g % 4 when 0 then ${later} else ends_at end`,
    deadline_at: `case g % 4 when 2 then ${later} else deadline_at end`,
    deadline_handled_at: 'case g % 4 when 0 then null when 2 then null else deadline_handled_at end',
  };
  const values = names.map((name) => replaced[name] ?? `"${name}"`);
  return `insert into attempts (${names.map((name) => `"${name}"`).join(', ')})
    select ${values.join(', ')} from attempts, generate_series(1, ${copies}) g where id = 'template'`;
}

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
  await execute(await copiesOfTemplate());
  await execute('analyze attempts');
}, 60_000);

afterAll(async () => {
  await db.reset();
  await db.close();
});

describe('the pending timers on a database of released answers', () => {
  it('reads a page of them from their own index, in id order', async () => {
    const statements: { text: string; values: unknown[] }[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function watched(this: PgClient, text: unknown, ...rest: unknown[]) {
      if (typeof text === 'string') statements.push({ text, values: Array.isArray(rest[0]) ? rest[0] : [] });
      else if (text && typeof text === 'object' && 'text' in text) statements.push(text as (typeof statements)[0]);
      return original.call(this, text, ...rest);
    };
    let page: Awaited<ReturnType<TestPersistence['attempts']['listPendingTimers']>>;
    try {
      page = await db.attempts.listPendingTimers(now, 30, { limit: 500 });
    } finally {
      pg.Client.prototype.query = original;
    }
    const pending = Array.from({ length: copies / 2 }, (_, index) => `copy-${(index + 1) * 2}`).sort();
    expect(page.map((timer) => timer.id)).toEqual(pending.slice(0, 500));
    expect(page.find((timer) => timer.id === 'copy-10')).toMatchObject({ status: 'Submitted', deadlineAt: later });

    const [statement] = statements.filter(({ text }) => /from attempts/i.test(text));
    const [{ 'QUERY PLAN': plan }] = (await execute(`explain (format json) ${statement?.text}`, statement?.values)) as [
      { 'QUERY PLAN': unknown },
    ];
    const nodes = planNodes((plan as Array<{ Plan: PlanNode }>)[0]?.Plan);
    // Whether the rows come straight from the index or through a bitmap of it, no other index and no table walk.
    const summary = JSON.stringify(plan);
    expect(
      nodes.filter((node) => node['Node Type'] === 'Seq Scan'),
      summary,
    ).toEqual([]);
    expect([...new Set(nodes.map((node) => node['Index Name']).filter(Boolean))], summary).toEqual([
      'attempts_pending_timers_index',
    ]);
  }, 30_000);
});
