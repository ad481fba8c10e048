import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { AnchoredComment } from '../../domain/evaluation/anchored-comment.ts';
import type { CriterionScore, LabelText, OverallScore, TaskText } from '../../domain/evaluation/evaluation.ts';
import type { EvaluationVersion } from '../../domain/evaluation/evaluation-version.ts';

/** Published versions of evaluations, never updated; the unique number per evaluation settles concurrent amends. */
export const EvaluationVersionSchema = defineEntity({
  name: 'EvaluationVersionRow',
  tableName: 'evaluation_versions',
  uniques: [{ properties: ['evaluationId', 'number'] }],
  properties: {
    id: p.string().primary(),
    evaluationId: p.string(),
    attemptId: p.string(),
    number: p.integer(),
    publishedBy: p.string(),
    publishedAt: p.datetime(),
    overall: p.json<OverallScore>().nullable(),
    criterionScores: p.json<CriterionScore[]>(),
    strengths: p.json<LabelText[]>(),
    weaknesses: p.json<LabelText[]>(),
    areasOfImprovement: p.json<LabelText[]>(),
    feedback: p.text(),
    revisedAnswers: p.json<TaskText[]>(),
    comments: p.json<AnchoredComment[]>(),
  },
});

export type EvaluationVersionRow = InferEntity<typeof EvaluationVersionSchema>;

/** Row -> domain. */
export function toEvaluationVersion(row: EvaluationVersionRow): EvaluationVersion {
  return {
    id: row.id,
    evaluationId: row.evaluationId,
    attemptId: row.attemptId,
    number: row.number,
    publishedBy: row.publishedBy,
    publishedAt: row.publishedAt,
    overall: row.overall ? { ...row.overall } : null,
    criterionScores: row.criterionScores.map((score) => ({ ...score })),
    strengths: row.strengths.map((item) => ({ ...item })),
    weaknesses: row.weaknesses.map((item) => ({ ...item })),
    areasOfImprovement: row.areasOfImprovement.map((item) => ({ ...item })),
    feedback: row.feedback,
    revisedAnswers: row.revisedAnswers.map((entry) => ({ ...entry })),
    comments: row.comments.map((comment) => ({ ...comment })),
  };
}
