import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildOrmOptions } from './orm-options.ts';

// Migration20261128121000_revised_answers on stored rows: each single revised text becomes the revisions per task
// (split at the tasks' titles when it opens with one), and down joins them back.

const mine = 'Migration20261128121000_revised_answers';
let orm: MikroORM;
const sql = (query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(query, params);

const tasks = [
  { key: 'task1', title: 'Writing Task 1' },
  { key: 'task2', title: 'Writing Task 2' },
];
const prefilled = 'Writing Task 1\n\nThe chart compares commuters.\n\nWriting Task 2\n\nCities should ban cars.';

/** Inserts a row giving every required column without a default a placeholder, then `values`. */
async function insert(table: string, values: Record<string, unknown>): Promise<void> {
  const columns = (await sql(
    `select column_name, data_type from information_schema.columns where table_name = ? and is_nullable = 'NO' and column_default is null`,
    [table],
  )) as { column_name: string; data_type: string }[];
  const row: Record<string, unknown> = {};
  for (const { column_name: name, data_type: type } of columns) {
    if (type.startsWith('json')) row[name] = '[]';
    else if (type.includes('int') || type === 'numeric' || type.includes('double')) row[name] = 0;
    else if (type === 'boolean') row[name] = false;
    else if (type.startsWith('timestamp')) row[name] = new Date('2026-11-01T00:00:00Z');
    else row[name] = 'x';
  }
  Object.assign(row, values);
  const names = Object.keys(row);
  await sql(
    `insert into "${table}" (${names.map((name) => `"${name}"`).join(', ')}) values (${names.map(() => '?').join(', ')})`,
    names.map((name) => row[name]),
  );
}

beforeAll(async () => {
  orm = await MikroORM.init(buildOrmOptions({ databaseUrl: null, dataDir: 'memory://revised-answers' }));
  const pending = (await orm.migrator.getPending()).map((migration) => migration.name);
  const before = pending[pending.indexOf(mine) - 1];
  await orm.migrator.up({ to: before });
  await insert('mock_tests', { id: 'test-1', exam: 'IELTSAcademic', tasks: JSON.stringify(tasks) });
  await insert('attempts', {
    id: 'attempt-1',
    mock_test_id: 'test-1',
    exam: 'IELTSAcademic',
    status: 'EvaluationDone',
  });
  await insert('attempts', {
    id: 'attempt-2',
    mock_test_id: 'test-1',
    user_id: 'other',
    exam: 'IELTSAcademic',
    status: 'EvaluationDone',
  });
  await insert('evaluations', { id: 'evaluation-1', attempt_id: 'attempt-1', revised_answer: prefilled });
  await insert('evaluations', { id: 'evaluation-2', attempt_id: 'attempt-2', revised_answer: 'Plain text.' });
  await insert('evaluation_versions', {
    id: 'version-1',
    evaluation_id: 'evaluation-1',
    attempt_id: 'attempt-1',
    number: 1,
    revised_answer: prefilled,
  });
}, 60_000);
afterAll(async () => {
  await orm?.close();
});

it('shares each stored text out among the tasks, and joins them again on the way down', async () => {
  await orm.migrator.up({ to: mine });
  const split = [
    { taskKey: 'task1', text: 'The chart compares commuters.' },
    { taskKey: 'task2', text: 'Cities should ban cars.' },
  ];
  expect(await sql(`select "id", "revised_answers" from "evaluations" order by "id"`)).toEqual([
    { id: 'evaluation-1', revised_answers: split },
    { id: 'evaluation-2', revised_answers: [{ taskKey: 'task1', text: 'Plain text.' }] },
  ]);
  expect(await sql(`select "revised_answers" from "evaluation_versions"`)).toEqual([{ revised_answers: split }]);

  await orm.migrator.down({ to: (await orm.migrator.getExecuted()).at(-2)?.name });
  expect(await sql(`select "id", "revised_answer" from "evaluations" order by "id"`)).toEqual([
    { id: 'evaluation-1', revised_answer: prefilled },
    { id: 'evaluation-2', revised_answer: 'Writing Task 1\n\nPlain text.' },
  ]);
});
