import type { EntityManager } from '@mikro-orm/core';
import type { EvaluationRepository } from '../../application/evaluation/ports.ts';
import { requireOneRowUpdated } from './conditional-update.ts';
import { EvaluationVersionSchema, toEvaluationVersion } from './evaluation-version.entity.ts';
import { insertEvaluation, insertEvaluationVersion, updateEvaluation } from './evaluation-writes.ts';
import { readEvaluationOfAttempt } from './lean-reads.ts';
import { upsertOrConflict } from './unique-violation.ts';

/** EvaluationRepository on MikroORM; updates are conditional on the version read, checked by row count. */
export function createMikroOrmEvaluationRepository(em: () => EntityManager): EvaluationRepository {
  return {
    findByAttemptId: (attemptId) => readEvaluationOfAttempt(em(), attemptId),
    async insert(evaluation) {
      await upsertOrConflict(() => insertEvaluation(em(), evaluation), 'evaluation');
      return evaluation;
    },
    async update(evaluation) {
      const stored = { ...evaluation, version: evaluation.version + 1 };
      requireOneRowUpdated(await updateEvaluation(em(), stored, evaluation.version), 'evaluation');
      return stored;
    },
    async listVersions(evaluationId) {
      const rows = await em().find(EvaluationVersionSchema, { evaluationId }, { orderBy: { number: 'asc' } });
      return rows.map(toEvaluationVersion);
    },
    async insertVersion(version) {
      await upsertOrConflict(() => insertEvaluationVersion(em(), version), 'evaluation version');
    },
  };
}
