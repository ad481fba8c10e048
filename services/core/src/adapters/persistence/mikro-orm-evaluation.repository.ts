import type { MikroORM } from '@mikro-orm/core';
import type { EvaluationRepository } from '../../application/evaluation/ports.ts';
import { EvaluationSchema, toEvaluation, toEvaluationRow } from './evaluation.entity.ts';
import { upsertOrConflict } from './unique-violation.ts';

/** EvaluationRepository on MikroORM; each call forks its own EntityManager. */
export function createMikroOrmEvaluationRepository(orm: MikroORM): EvaluationRepository {
  return {
    async findByAttemptId(attemptId) {
      const row = await orm.em.fork().findOne(EvaluationSchema, { attemptId });
      return row ? toEvaluation(row) : null;
    },
    async save(evaluation) {
      await upsertOrConflict(() => orm.em.fork().upsert(EvaluationSchema, toEvaluationRow(evaluation)), 'evaluation');
    },
  };
}
