import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { examKeys } from '../../domain/exam/exam.ts';
import type { MockTest, MockTestTask, OetCase } from '../../domain/exam/mock-test.ts';

export const MockTestSchema = defineEntity({
  name: 'MockTestRow',
  tableName: 'mock_tests',
  properties: {
    id: p.string().primary(),
    exam: p.enum(examKeys),
    sequence: p.integer(),
    title: p.text(),
    type: p.string(),
    rubricVersion: p.string(),
    tasks: p.json<StoredTask[]>(),
  },
  indexes: [{ properties: ['exam', 'sequence'] }],
});

export type MockTestRow = InferEntity<typeof MockTestSchema>;

// PostgreSQL's jsonb keeps no key order, but case notes are read in the order they are written (a discharge summary's
// headings above all). Their objects are stored as lists of [key, value] entries and rebuilt in order when read.
type Ordered = string | number | boolean | null | Ordered[] | { entries: [string, Ordered][] };
type StoredTask = Omit<MockTestTask, 'oetCase'> & { oetCase?: Ordered };

function toOrdered(value: unknown): Ordered {
  if (Array.isArray(value)) return value.map(toOrdered);
  if (value !== null && typeof value === 'object') {
    return { entries: Object.entries(value).map(([key, inner]): [string, Ordered] => [key, toOrdered(inner)]) };
  }
  return value as Ordered;
}

function fromOrdered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromOrdered);
  if (value !== null && typeof value === 'object') {
    const { entries } = value as { entries?: unknown };
    // Rows written before the ordered form hold plain objects: read them as they are.
    if (!Array.isArray(entries)) return value;
    return Object.fromEntries(entries.map(([key, inner]: [string, unknown]) => [key, fromOrdered(inner)]));
  }
  return value;
}

function storeTask({ oetCase, ...task }: MockTestTask): StoredTask {
  return oetCase ? { ...task, oetCase: toOrdered(oetCase) } : task;
}

function readTask({ oetCase, ...task }: StoredTask): MockTestTask {
  return oetCase === undefined ? { ...task } : { ...task, oetCase: fromOrdered(oetCase) as OetCase };
}

/** Row -> domain. */
export function toMockTest(row: MockTestRow): MockTest {
  return {
    id: row.id,
    exam: row.exam,
    sequence: row.sequence,
    title: row.title,
    type: row.type,
    rubricVersion: row.rubricVersion,
    tasks: row.tasks.map(readTask),
  };
}

/** Domain -> row data for an upsert. */
export function toMockTestRow(test: MockTest): MockTestRow {
  return {
    id: test.id,
    exam: test.exam,
    sequence: test.sequence,
    title: test.title,
    type: test.type,
    rubricVersion: test.rubricVersion,
    tasks: test.tasks.map(storeTask),
  };
}
