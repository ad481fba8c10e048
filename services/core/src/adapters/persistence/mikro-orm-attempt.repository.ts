import type { EntityManager } from '@mikro-orm/core';
import type { AttemptRepository } from '../../application/attempt/ports.ts';
import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { AttemptTimer } from '../../domain/attempt/attempt-rules.ts';
import { AttemptSchema, toAttempt, toAttemptRow } from './attempt.entity.ts';
import { recentAttempt, recentAttemptOf, rememberAttempt, updateAttempt } from './attempt-writes.ts';
import { runBound } from './bound-statements.ts';
import { readAttemptById, readAttemptForUpdate, readAttemptOfUserAndTest, readAttemptsOfUser } from './lean-reads.ts';
import { upsertOrConflict } from './unique-violation.ts';

const inProgress = { status: { $in: ['NotAttempted', 'InProgress'] as Attempt['status'][] } };
const awaitingDeadline = { status: 'Submitted' as const, deadlineHandledAt: null };

// Only the columns a timer depends on: the reconcile pass reads every pending attempt each minute.
const pendingTimersSql = `select id, status, submitted_at, ends_at, deadline_at, deadline_handled_at from attempts
  where id > ? and ((status in ('NotAttempted', 'InProgress') and ends_at > ?)
    or (status = 'Submitted' and deadline_handled_at is null and deadline_at > ?))
  order by id limit ?`;

const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

function toAttemptTimer(row: Record<string, unknown>): AttemptTimer {
  return {
    id: row.id as string,
    status: row.status as Attempt['status'],
    submittedAt: dateOrNull(row.submitted_at),
    endsAt: new Date(row.ends_at as string),
    deadlineAt: dateOrNull(row.deadline_at),
    deadlineHandledAt: dateOrNull(row.deadline_handled_at),
  };
}

/**
 * AttemptRepository on MikroORM. `em()` is the request's or the transaction's EntityManager. Updates are conditional
 * on the version read, checked by row count; `findByIdForUpdate` takes the row lock (SELECT ... FOR UPDATE).
 */
export function createMikroOrmAttemptRepository(em: () => EntityManager): AttemptRepository {
  // What a committed read returns is the base of the next autosave (findForChange): no second read for it.
  const remembered = (attempt: Attempt): Attempt => {
    rememberAttempt(em(), attempt);
    return attempt;
  };
  const findById = async (id: string): Promise<Attempt | null> => {
    const attempt = await readAttemptById(em(), id);
    return attempt ? remembered(attempt) : null;
  };
  const findByUserAndTest = async (userId: string, mockTestId: string): Promise<Attempt | null> => {
    const attempt = await readAttemptOfUserAndTest(em(), userId, mockTestId);
    return attempt ? remembered(attempt) : null;
  };
  return {
    findById,
    findForChange: async (id) => recentAttempt(em(), id) ?? (await findById(id)),
    findForChangeOf: async (userId, mockTestId) =>
      recentAttemptOf(em(), userId, mockTestId) ?? (await findByUserAndTest(userId, mockTestId)),
    async findByIdForUpdate(id) {
      const attempt = await readAttemptForUpdate(em(), id);
      return attempt ? remembered(attempt) : null;
    },
    findByUserAndTest,
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
    async listDueTimers(now, graceSeconds, page) {
      const closingBefore = new Date(now.getTime() - graceSeconds * 1000);
      const rows = await em().find(
        AttemptSchema,
        {
          ...(page.afterId === undefined ? {} : { id: { $gt: page.afterId } }),
          $or: [
            { ...inProgress, endsAt: { $lte: closingBefore } },
            { ...awaitingDeadline, deadlineAt: { $lte: now } },
          ],
        },
        { orderBy: { id: 'asc' }, limit: page.limit },
      );
      return rows.map(toAttempt);
    },
    async listPendingTimers(now, graceSeconds, page) {
      const closingBefore = new Date(now.getTime() - graceSeconds * 1000);
      const rows = await runBound(em(), pendingTimersSql, [page.afterId ?? '', closingBefore, now, page.limit]);
      return rows.map(toAttemptTimer);
    },
    async insert(attempt) {
      await upsertOrConflict(() => em().insert(AttemptSchema, toAttemptRow(attempt)), 'attempt');
      return remembered(attempt);
    },
    update: (attempt) => updateAttempt(em(), attempt),
  };
}
