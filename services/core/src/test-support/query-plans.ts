import { createRequire } from 'node:module';
import { testDatabaseUrl } from './test-database.ts';

// For tests of how PostgreSQL runs the repositories' statements on a large table: filling it fast, catching the
// statements a repository sends, and explaining them with the values they were sent with.

type PgClient = {
  connect(): Promise<void>;
  query(text: unknown, ...rest: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
};
// The pg module the ORM's driver loads, so its clients' statements can be watched.
const pg = createRequire(import.meta.resolve('@mikro-orm/postgresql'))('pg') as {
  Client: { new (options: { connectionString: string }): PgClient; prototype: PgClient };
};

export type SentStatement = { text: string; values: unknown[] };

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
};

/** Runs a statement on a connection of the test's own (the repositories have no raw SQL door). */
export async function executeOnTestDatabase(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Copies the attempt `templateId` `count` times in one statement, `g` numbering the copies (1 to `count`): each
 * column is the template's unless `replaced` gives an SQL expression for it (the id and the test at least, one
 * attempt per candidate and test).
 */
export async function copyAttempt(templateId: string, count: number, replaced: Record<string, string>): Promise<void> {
  const rows = await executeOnTestDatabase(
    "select column_name from information_schema.columns where table_name = 'attempts' order by ordinal_position",
  );
  const names = rows.map((row) => String(row.column_name));
  const values = names.map((name) => replaced[name] ?? `"${name}"`);
  await executeOnTestDatabase(
    `insert into attempts (${names.map((name) => `"${name}"`).join(', ')})
      select ${values.join(', ')} from attempts, generate_series(1, ${count}) g where id = $1`,
    [templateId],
  );
  await executeOnTestDatabase('analyze attempts');
}

/** What `work` returns, and every statement the ORM's connections sent meanwhile with its bound values. */
export async function statementsDuring<T>(work: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }> {
  const statements: SentStatement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function watched(this: PgClient, text: unknown, ...rest: unknown[]) {
    // A named statement is a config object holding its values; a plain one has them beside its text.
    if (typeof text === 'string') statements.push({ text, values: Array.isArray(rest[0]) ? rest[0] : [] });
    else if (text && typeof text === 'object' && 'text' in text) statements.push(text as SentStatement);
    return original.call(this, text, ...rest);
  };
  try {
    return { result: await work(), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/** The root of the plan PostgreSQL makes for `statement`, with its values. */
export async function planOf(statement: SentStatement | undefined): Promise<PlanNode | undefined> {
  if (!statement) throw new Error('No statement to explain.');
  const [row] = await executeOnTestDatabase(`explain (format json) ${statement.text}`, statement.values);
  return (row?.['QUERY PLAN'] as Array<{ Plan: PlanNode }> | undefined)?.[0]?.Plan;
}

/** Every node of a plan. */
export const planNodes = (node: PlanNode | undefined): PlanNode[] =>
  node ? [node, ...(node.Plans ?? []).flatMap((child) => planNodes(child))] : [];
