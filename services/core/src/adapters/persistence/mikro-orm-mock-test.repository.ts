import type { MikroORM } from '@mikro-orm/core';
import type { MockTestRepository } from '../../application/catalog/ports.ts';
import { MockTestSchema, toMockTest, toMockTestRow } from './mock-test.entity.ts';

/** MockTestRepository on MikroORM; each call forks its own EntityManager. */
export function createMikroOrmMockTestRepository(orm: MikroORM): MockTestRepository {
  return {
    async listByExam(exam) {
      const rows = await orm.em.fork().find(MockTestSchema, { exam }, { orderBy: { sequence: 'asc', id: 'asc' } });
      return rows.map(toMockTest);
    },
    async findById(id) {
      const row = await orm.em.fork().findOne(MockTestSchema, { id });
      return row ? toMockTest(row) : null;
    },
    async upsert(test) {
      await orm.em.fork().upsert(MockTestSchema, toMockTestRow(test));
    },
  };
}
