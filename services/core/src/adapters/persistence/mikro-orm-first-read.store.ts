import type { EntityManager } from '@mikro-orm/core';
import type { FirstReadJob, FirstReadStore } from '../../application/first-read/ports.ts';
import { runBound } from './bound-statements.ts';
import { FirstReadSchema, toFirstRead } from './first-read.entity.ts';

/**
 * The first_reads table, on the request's or the transaction's EntityManager. The job's writes are conditional on
 * (attempt, pending, tries) and checked by row count: of two processes claiming or finishing one row, one wins.
 */
export function createMikroOrmFirstReadStore(em: () => EntityManager): FirstReadStore {
  const atTry = (job: FirstReadJob) => ({ attemptId: job.attemptId, status: 'pending' as const, tries: job.tries });
  const toJob = (row: { attemptId: string; tries: number }): FirstReadJob => ({
    attemptId: row.attemptId,
    tries: row.tries,
  });
  return {
    async add(entry, now) {
      // A submit is recorded once, but a retried transaction must not fail on the row it wrote before. Plain SQL with
      // bound values: it runs inside every submit's transaction.
      await runBound(
        em(),
        `insert into first_reads (attempt_id, exam, dialect, status, tries, next_attempt_at, flags, created_at)
         values (?, ?, ?, 'pending', 0, ?, '[]'::jsonb, ?) on conflict (attempt_id) do nothing`,
        [entry.attemptId, entry.exam, entry.dialect, now, now],
      );
    },
    async find(attemptId) {
      const row = await em().findOne(FirstReadSchema, { attemptId }, { refresh: true });
      return row ? toFirstRead(row) : null;
    },
    async listDue(now, limit) {
      const rows = await em().find(
        FirstReadSchema,
        { status: 'pending', nextAttemptAt: { $lte: now } },
        { orderBy: { nextAttemptAt: 'asc', attemptId: 'asc' }, limit, fields: ['attemptId', 'tries'] },
      );
      return rows.map(toJob);
    },
    async claim(job, now, leaseUntil) {
      const tries = job.tries + 1;
      const count = await em().nativeUpdate(
        FirstReadSchema,
        { ...atTry(job), nextAttemptAt: { $lte: now } },
        { tries, nextAttemptAt: leaseUntil },
      );
      return count === 1 ? { ...job, tries } : null;
    },
    async complete(job, flags, checkedAt) {
      const count = await em().nativeUpdate(FirstReadSchema, atTry(job), {
        status: 'ready',
        flags,
        checkedAt,
        lastError: null,
      });
      return count === 1;
    },
    async retryLater(job, error, retryAt) {
      const count = await em().nativeUpdate(FirstReadSchema, atTry(job), { lastError: error, nextAttemptAt: retryAt });
      return count === 1;
    },
    async giveUp(job, error, at) {
      const count = await em().nativeUpdate(FirstReadSchema, atTry(job), {
        status: 'unavailable',
        lastError: error,
        checkedAt: at,
      });
      return count === 1;
    },
  };
}
