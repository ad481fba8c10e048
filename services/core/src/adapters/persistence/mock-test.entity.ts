import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { examKeys } from '../../domain/exam/exam.ts';
import type { MockTest, MockTestTask } from '../../domain/exam/mock-test.ts';

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
    tasks: p.json<MockTestTask[]>(),
  },
  indexes: [{ properties: ['exam', 'sequence'] }],
});

export type MockTestRow = InferEntity<typeof MockTestSchema>;

/** Row -> domain. */
export function toMockTest(row: MockTestRow): MockTest {
  return {
    id: row.id,
    exam: row.exam,
    sequence: row.sequence,
    title: row.title,
    type: row.type,
    rubricVersion: row.rubricVersion,
    tasks: row.tasks.map((task) => ({ ...task })),
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
    tasks: test.tasks,
  };
}
