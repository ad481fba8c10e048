import { type EntityManager, LockMode } from '@mikro-orm/core';
import type { AttemptRepository } from '../../application/attempt/ports.ts';
import type { Attempt } from '../../domain/attempt/attempt.ts';
import { AttemptSchema, toAttempt, toAttemptRow } from './attempt.entity.ts';
import { requireOneRowUpdated } from './conditional-update.ts';
import { readAttemptsOfUser } from './lean-reads.ts';
import { upsertOrConflict } from './unique-violation.ts';

const inProgress = { status: { $in: ['NotAttempted', 'InProgress'] as Attempt['status'][] } };
const awaitingDeadline = { status: 'Submitted' as const, deadlineHandledAt: null };

/**
 * AttemptRepository on MikroORM. `em()` is the request's or the transaction's EntityManager. Updates are conditional
 * on the version read, checked by row count; `findByIdForUpdate` takes the row lock (SELECT ... FOR UPDATE).
 */
export function createMikroOrmAttemptRepository(em: () => EntityManager): AttemptRepository {
  return {
    async findById(id) {
      const row = await em().findOne(AttemptSchema, { id });
      return row ? toAttempt(row) : null;
    },
    async findByIdForUpdate(id) {
      const row = await em().findOne(AttemptSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      return row ? toAttempt(row) : null;
    },
    async findByUserAndTest(userId, mockTestId) {
      const row = await em().findOne(AttemptSchema, { userId, mockTestId });
      return row ? toAttempt(row) : null;
    },
    listByUser: (userId, page) => readAttemptsOfUser(em(), userId, page),
    async listAwaitingEvaluation(page) {
      const [rows, total] = await em().findAndCount(
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
    async listDueTimers(now, graceSeconds) {
      const closingBefore = new Date(now.getTime() - graceSeconds * 1000);
      const rows = await em().find(
        AttemptSchema,
        {
          $or: [
            { ...inProgress, endsAt: { $lte: closingBefore } },
            { ...awaitingDeadline, deadlineAt: { $lte: now } },
          ],
        },
        { orderBy: { id: 'asc' } },
      );
      return rows.map(toAttempt);
    },
    async listPendingTimers(now, graceSeconds) {
      const closingBefore = new Date(now.getTime() - graceSeconds * 1000);
      const rows = await em().find(
        AttemptSchema,
        {
          $or: [
            { ...inProgress, endsAt: { $gt: closingBefore } },
            { ...awaitingDeadline, deadlineAt: { $gt: now } },
          ],
        },
        { orderBy: { id: 'asc' } },
      );
      return rows.map(toAttempt);
    },
    async insert(attempt) {
      await upsertOrConflict(() => em().insert(AttemptSchema, toAttemptRow(attempt)), 'attempt');
      return attempt;
    },
    async update(attempt) {
      const stored = { ...attempt, version: attempt.version + 1 };
      const { id: _id, ...changes } = toAttemptRow(stored);
      const count = await em().nativeUpdate(AttemptSchema, { id: attempt.id, version: attempt.version }, changes);
      requireOneRowUpdated(count, 'answer');
      return stored;
    },
  };
}
