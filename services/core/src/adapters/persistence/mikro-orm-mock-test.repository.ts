import type { EntityManager } from '@mikro-orm/core';
import type { MockTestRepository } from '../../application/catalog/ports.ts';
import { MockTestSchema, toMockTest, toMockTestRow } from './mock-test.entity.ts';

/** MockTestRepository on MikroORM; on the request's or the transaction's EntityManager. */
export function createMikroOrmMockTestRepository(em: () => EntityManager): MockTestRepository {
  return {
    async listByExam(exam) {
      const rows = await em().find(MockTestSchema, { exam }, { orderBy: { sequence: 'asc', id: 'asc' } });
      return rows.map(toMockTest);
    },
    async findById(id) {
      const row = await em().findOne(MockTestSchema, { id });
      return row ? toMockTest(row) : null;
    },
    async upsert(test) {
      await em().upsert(MockTestSchema, toMockTestRow(test));
    },
  };
}
