import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { AnchoredComment } from '../../domain/evaluation/anchored-comment.ts';
import type {
  CriterionScore,
  Evaluation,
  LabelText,
  OverallScore,
  TaskText,
} from '../../domain/evaluation/evaluation.ts';

export const EvaluationSchema = defineEntity({
  name: 'EvaluationRow',
  tableName: 'evaluations',
  properties: {
    id: p.string().primary(),
    attemptId: p.string().unique(),
    tutorId: p.string(),
    rubricVersion: p.string(),
    criterionScores: p.json<CriterionScore[]>(),
    overall: p.json<OverallScore>().nullable(),
    strengths: p.json<LabelText[]>(),
    weaknesses: p.json<LabelText[]>(),
    areasOfImprovement: p.json<LabelText[]>(),
    feedback: p.text(),
    revisedAnswers: p.json<TaskText[]>(),
    comments: p.json<AnchoredComment[]>(),
    publishedAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
    version: p.integer().default(1),
  },
});

export type EvaluationRow = InferEntity<typeof EvaluationSchema>;

const copyList = (items: LabelText[]): LabelText[] => items.map((item) => ({ ...item }));

/** Row -> domain. */
export function toEvaluation(row: EvaluationRow): Evaluation {
  return {
    id: row.id,
    attemptId: row.attemptId,
    tutorId: row.tutorId,
    rubricVersion: row.rubricVersion,
    criterionScores: row.criterionScores.map((score) => ({ ...score })),
    overall: row.overall ? { ...row.overall } : null,
    strengths: copyList(row.strengths),
    weaknesses: copyList(row.weaknesses),
    areasOfImprovement: copyList(row.areasOfImprovement),
    feedback: row.feedback,
    revisedAnswers: row.revisedAnswers.map((entry) => ({ ...entry })),
    comments: row.comments.map((comment) => ({ ...comment })),
    publishedAt: row.publishedAt ?? null,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}
