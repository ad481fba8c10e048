import type { MikroORM } from '@mikro-orm/core';
import type { AttemptRepository } from '../../application/attempt/ports.ts';
import { AttemptSchema, toAttempt, toAttemptRow } from './attempt.entity.ts';
import { upsertOrConflict } from './unique-violation.ts';

/** AttemptRepository on MikroORM; each call forks its own EntityManager. */
export function createMikroOrmAttemptRepository(orm: MikroORM): AttemptRepository {
  return {
    async findById(id) {
      const row = await orm.em.fork().findOne(AttemptSchema, { id });
      return row ? toAttempt(row) : null;
    },
    async findByUserAndTest(userId, mockTestId) {
      const row = await orm.em.fork().findOne(AttemptSchema, { userId, mockTestId });
      return row ? toAttempt(row) : null;
    },
    async listByUser(userId, page) {
      const [rows, total] = await orm.em
        .fork()
        .findAndCount(
          AttemptSchema,
          { userId },
          { orderBy: { startedAt: 'desc', id: 'asc' }, limit: page.limit, offset: page.offset },
        );
      return { items: rows.map(toAttempt), total };
    },
    async listAwaitingEvaluation(page) {
      const [rows, total] = await orm.em.fork().findAndCount(
        AttemptSchema,
        { status: 'Submitted' },
        {
          orderBy: { deadlineAt: 'asc nulls last', submittedAt: 'asc', id: 'asc' },
          limit: page.limit,
          offset: page.offset,
        },
      );
      return { items: rows.map(toAttempt), total };
    },
    async listDueDeadlines(now) {
      const rows = await orm.em
        .fork()
        .find(
          AttemptSchema,
          { status: 'Submitted', deadlineAt: { $lte: now }, deadlineHandledAt: null },
          { orderBy: { deadlineAt: 'asc', id: 'asc' } },
        );
      return rows.map(toAttempt);
    },
    async listPendingDeadlines(now) {
      const rows = await orm.em
        .fork()
        .find(
          AttemptSchema,
          { status: 'Submitted', deadlineAt: { $gt: now }, deadlineHandledAt: null },
          { orderBy: { deadlineAt: 'asc', id: 'asc' } },
        );
      return rows.map(toAttempt);
    },
    async save(attempt) {
      await upsertOrConflict(() => orm.em.fork().upsert(AttemptSchema, toAttemptRow(attempt)), 'attempt');
    },
  };
}
