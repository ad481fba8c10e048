import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { examKeys } from '../../domain/exam/exam.ts';
import type { FirstRead, FirstReadFlag } from '../../domain/first-read/first-read.ts';

export const FirstReadSchema = defineEntity({
  name: 'FirstReadRow',
  tableName: 'first_reads',
  // The job's scan: pending rows by due time.
  indexes: [{ properties: ['status', 'nextAttemptAt'] }],
  properties: {
    attemptId: p.string().primary(),
    exam: p.enum(examKeys),
    dialect: p.enum(['american', 'british'] as const),
    status: p.enum(['pending', 'ready', 'unavailable'] as const).default('pending'),
    tries: p.integer().default(0),
    nextAttemptAt: p.datetime(),
    flags: p.json<FirstReadFlag[]>(),
    lastError: p.text().nullable(),
    createdAt: p.datetime(),
    checkedAt: p.datetime().nullable(),
  },
});

export type FirstReadRow = InferEntity<typeof FirstReadSchema>;

export function toFirstRead(row: FirstReadRow): FirstRead {
  return {
    attemptId: row.attemptId,
    exam: row.exam,
    dialect: row.dialect,
    status: row.status,
    flags: row.flags,
    checkedAt: row.checkedAt ?? null,
  };
}
