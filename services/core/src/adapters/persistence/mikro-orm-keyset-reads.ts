import type { EntityManager } from '@mikro-orm/core';
import type { KeysetReads } from '../../application/connections/keyset-reads.ts';
import { type AttemptRow, AttemptSchema, toAttempt } from './attempt.entity.ts';
import { runBound } from './bound-statements.ts';
import { entityOf, type JoinedTable, selectColumns } from './joined-rows.ts';
import { joined, queueConditions, rowOf } from './mikro-orm-grading-reads.ts';

const attempts: JoinedTable<AttemptRow> = { schema: AttemptSchema as never, alias: 'a' };

// The entry a cursor names is read back by id (k): its stored sort key, to the microsecond, not a copy that went
// through a client. A null id starts from the beginning.

/** The user's attempts, newest start first, then id (the order of myAttempts). */
const attemptsAfter = (em: EntityManager) => `select ${selectColumns(em, attempts as JoinedTable<object>)}
  from attempts a
  left join attempts k on k.id = ?
  where a.user_id = ?
    and (k.id is null or a.started_at < k.started_at or (a.started_at = k.started_at and a.id > k.id))
  order by a.started_at desc, a.id asc
  limit ?`;

// The queue's order (oldest deadline first, none last, then submission, then id) as one ascending tuple.
const queueKey = (alias: string) =>
  `(coalesce(${alias}.deadline_at, 'infinity'::timestamptz), coalesce(${alias}.submitted_at, '-infinity'::timestamptz), ${alias}.id)`;

/** KeysetReads over PostgreSQL: each slice is one statement, its first entries picked by the sort key's index. */
export function createMikroOrmKeysetReads(em: () => EntityManager): KeysetReads {
  return {
    async isAttemptOfUser(userId, attemptId) {
      const rows = await runBound(em(), 'select 1 from attempts where id = ? and user_id = ?', [attemptId, userId]);
      return rows.length > 0;
    },
    async attemptsOfUser(userId, slice) {
      const manager = em();
      const rows = await runBound(manager, attemptsAfter(manager), [slice.afterId, userId, slice.first]);
      return rows.map((row) => toAttempt(entityOf(manager, attempts, row) as AttemptRow));
    },
    async isSubmittedAttempt(attemptId) {
      const rows = await runBound(em(), 'select 1 from attempts where id = ? and submitted_at is not null', [
        attemptId,
      ]);
      return rows.length > 0;
    },
    async queue(query, slice) {
      const manager = em();
      const where = queueConditions(query);
      const page = `(select a.* from attempts a left join attempts k on k.id = ?
        where a.status = 'Submitted'${where.sql} and (k.id is null or ${queueKey('a')} > ${queueKey('k')})
        order by ${queueKey('a')} limit ?)`;
      const rows = await runBound(manager, `${joined(manager, '', page)} order by ${queueKey('a')}`, [
        slice.afterId,
        ...where.params,
        slice.first,
      ]);
      return rows.map((row) => rowOf(manager, row));
    },
    async isGradedBy(tutorId, attemptId) {
      const rows = await runBound(
        em(),
        'select 1 from evaluations where attempt_id = ? and tutor_id = ? and published_at is not null',
        [attemptId, tutorId],
      );
      return rows.length > 0;
    },
    async gradedBy(tutorId, slice) {
      const manager = em();
      const sql = `${joined(manager)}
        left join evaluations k on k.attempt_id = ?
        where e.tutor_id = ? and e.published_at is not null
          and (k.attempt_id is null or e.published_at < k.published_at
            or (e.published_at = k.published_at and a.id > k.attempt_id))
        order by e.published_at desc, a.id asc
        limit ?`;
      const rows = await runBound(manager, sql, [slice.afterId, tutorId, slice.first]);
      return rows.map((row) => rowOf(manager, row));
    },
  };
}
