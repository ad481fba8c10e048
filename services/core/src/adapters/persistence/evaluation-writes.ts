import type { EntityManager } from '@mikro-orm/core';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { EvaluationVersion } from '../../domain/evaluation/evaluation-version.ts';
import { runBound, runBoundWrite } from './bound-statements.ts';
import { assignments, type Column, json, plain, time } from './column-tables.ts';

// The evaluation's writes (a tutor's save and publish, each publish's version) as bound statements: under the bench's
// publish load the ORM's query building took a fifth of the server's CPU. Each field maps to its column here, so a
// field added to the domain type fails the typecheck until it is stored.

const evaluationColumns: Record<keyof Evaluation, Column<Evaluation>> = {
  id: plain('id', (e) => e.id),
  attemptId: plain('attempt_id', (e) => e.attemptId),
  tutorId: plain('tutor_id', (e) => e.tutorId),
  rubricVersion: plain('rubric_version', (e) => e.rubricVersion),
  criterionScores: json('criterion_scores', (e) => e.criterionScores),
  overall: json('overall', (e) => e.overall),
  strengths: json('strengths', (e) => e.strengths),
  weaknesses: json('weaknesses', (e) => e.weaknesses),
  areasOfImprovement: json('areas_of_improvement', (e) => e.areasOfImprovement),
  feedback: plain('feedback', (e) => e.feedback),
  revisedAnswers: json('revised_answers', (e) => e.revisedAnswers),
  comments: json('comments', (e) => e.comments),
  publishedAt: time('published_at', (e) => e.publishedAt),
  updatedAt: time('updated_at', (e) => e.updatedAt),
  version: plain('version', (e) => e.version),
};

const versionColumns: Record<keyof EvaluationVersion, Column<EvaluationVersion>> = {
  id: plain('id', (v) => v.id),
  evaluationId: plain('evaluation_id', (v) => v.evaluationId),
  attemptId: plain('attempt_id', (v) => v.attemptId),
  number: plain('number', (v) => v.number),
  publishedBy: plain('published_by', (v) => v.publishedBy),
  publishedAt: time('published_at', (v) => v.publishedAt),
  overall: json('overall', (v) => v.overall),
  criterionScores: json('criterion_scores', (v) => v.criterionScores),
  strengths: json('strengths', (v) => v.strengths),
  weaknesses: json('weaknesses', (v) => v.weaknesses),
  areasOfImprovement: json('areas_of_improvement', (v) => v.areasOfImprovement),
  feedback: plain('feedback', (v) => v.feedback),
  revisedAnswers: json('revised_answers', (v) => v.revisedAnswers),
  comments: json('comments', (v) => v.comments),
};

function insertStatement<T>(table: string, columns: Record<string, Column<T>>) {
  const list = Object.values(columns);
  const sql = `insert into ${table} (${list.map((c) => c.name).join(', ')})
    values (${list.map((c) => c.placeholder).join(', ')})`;
  return (em: EntityManager, row: T) =>
    runBound(
      em,
      sql,
      list.map((column) => column.value(row)),
    );
}

const changed = Object.values(evaluationColumns).filter((column) => column.name !== 'id');
const updateSql = `update evaluations set ${assignments(changed)}
  where id = ? and version = ?`;

/** Stores a new evaluation; a second one for the attempt fails on the unique key. */
export const insertEvaluation = insertStatement('evaluations', evaluationColumns);

/** Stores a published version; a second one with the same number fails on the unique key. */
export const insertEvaluationVersion = insertStatement('evaluation_versions', versionColumns);

/** Writes `stored` over the row if its version is still `readVersion`; how many rows it changed (0 or 1). */
export function updateEvaluation(em: EntityManager, stored: Evaluation, readVersion: number): Promise<number> {
  return runBoundWrite(em, updateSql, [...changed.map((column) => column.value(stored)), stored.id, readVersion]);
}
