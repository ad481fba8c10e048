import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { CriterionScore, OverallScore } from '../../domain/evaluation/evaluation.ts';
import type { SecondMarking } from '../../domain/evaluation/second-marking.ts';

/** One row per answer drawn for a blind second marking (Migration20261126090400_second_markings). */
export const SecondMarkingSchema = defineEntity({
  name: 'SecondMarkingRow',
  tableName: 'second_markings',
  properties: {
    attemptId: p.string().primary(),
    sampledAt: p.datetime(),
    claimedBy: p.string().nullable(),
    claimedAt: p.datetime().nullable(),
    claimTouchedAt: p.datetime().nullable(),
    tutorId: p.string().nullable(),
    criterionScores: p.json<CriterionScore[]>(),
    overall: p.json<OverallScore>().nullable(),
    note: p.text(),
    publishedAt: p.datetime().nullable().index(),
    updatedAt: p.datetime(),
    version: p.integer().default(1),
  },
});

export type SecondMarkingRow = InferEntity<typeof SecondMarkingSchema>;

/** Row -> domain. */
export function toSecondMarking(row: SecondMarkingRow): SecondMarking {
  return {
    attemptId: row.attemptId,
    sampledAt: row.sampledAt,
    claimedBy: row.claimedBy ?? null,
    claimedAt: row.claimedAt ?? null,
    claimTouchedAt: row.claimTouchedAt ?? null,
    tutorId: row.tutorId ?? null,
    criterionScores: row.criterionScores.map((score) => ({ ...score })),
    overall: row.overall ? { ...row.overall } : null,
    note: row.note,
    publishedAt: row.publishedAt ?? null,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

/** Domain -> row data. */
export function toSecondMarkingRow(marking: SecondMarking): SecondMarkingRow {
  return { ...marking };
}
