import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { Answer } from '../../domain/attempt/attempt.ts';
import type { CriterionScore, OverallScore } from '../../domain/evaluation/evaluation.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import type { CriterionRecheck, Rewrite } from '../../domain/rewrite/rewrite.ts';

export const RewriteSchema = defineEntity({
  name: 'RewriteRow',
  tableName: 'rewrites',
  properties: {
    id: p.string().primary(),
    // The unique key is the rule "one rewrite per evaluated answer" under concurrent starts.
    originalAttemptId: p.string().unique(),
    userId: p.string().index(),
    mockTestId: p.string(),
    exam: p.string().$type<ExamKey>(),
    answers: p.json<Answer[]>(),
    startedAt: p.datetime(),
    endsAt: p.datetime(),
    submittedAt: p.datetime().nullable(),
    timedOut: p.boolean().default(false),
    deadlineAt: p.datetime().nullable(),
    checks: p.json<CriterionRecheck[]>(),
    criterionScores: p.json<CriterionScore[]>(),
    overall: p.json<OverallScore>().nullable(),
    recheckedBy: p.string().nullable(),
    recheckedAt: p.datetime().nullable(),
    recheckNotifiedAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
    version: p.integer().default(1),
  },
});

export type RewriteRow = InferEntity<typeof RewriteSchema>;

/** Row -> domain. */
export function toRewrite(row: RewriteRow): Rewrite {
  return {
    id: row.id,
    originalAttemptId: row.originalAttemptId,
    userId: row.userId,
    mockTestId: row.mockTestId,
    exam: row.exam,
    answers: row.answers.map((answer) => ({ ...answer })),
    startedAt: row.startedAt,
    endsAt: row.endsAt,
    submittedAt: row.submittedAt ?? null,
    timedOut: row.timedOut,
    deadlineAt: row.deadlineAt ?? null,
    checks: row.checks.map((check) => ({ ...check })),
    criterionScores: row.criterionScores.map((score) => ({ ...score })),
    overall: row.overall ? { ...row.overall } : null,
    recheckedBy: row.recheckedBy ?? null,
    recheckedAt: row.recheckedAt ?? null,
    recheckNotifiedAt: row.recheckNotifiedAt ?? null,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

/** Domain -> row data. */
export function toRewriteRow(rewrite: Rewrite): RewriteRow {
  return { ...rewrite };
}
