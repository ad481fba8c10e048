import type { EntityManager } from '@mikro-orm/core';
import type { TestClockStore } from '../../application/test-clock/ports.ts';
import type { SecondMarkingDraw } from '../../domain/test-clock/test-clock.ts';
import { runBound } from './bound-statements.ts';

// Plain SQL over test_clocks (Migration20261127110000_test_clocks): read by a few use cases on TEST_CLOCKS platforms
// only, so it stays out of the mapped schema like deadline_escalations.

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const asSeconds = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The test clocks on the request's or the transaction's EntityManager. */
export function createMikroOrmTestClockStore(em: () => EntityManager): TestClockStore {
  return {
    async forUser(userId) {
      const [row] = await runBound(
        em(),
        'select user_id, evaluation_deadline_seconds, writing_seconds, second_marking, updated_at from test_clocks where user_id = ?',
        [userId],
      );
      if (!row) return null;
      return {
        userId: String(row.user_id),
        evaluationDeadlineSeconds: asSeconds(row.evaluation_deadline_seconds),
        writingSeconds: asSeconds(row.writing_seconds),
        secondMarking: (row.second_marking ?? null) as SecondMarkingDraw | null,
        updatedAt: asDate(row.updated_at),
      };
    },
    async set(clock) {
      await runBound(
        em(),
        `insert into test_clocks (user_id, evaluation_deadline_seconds, writing_seconds, second_marking, updated_at)
         values (?, ?, ?, ?, ?)
         on conflict (user_id) do update set evaluation_deadline_seconds = excluded.evaluation_deadline_seconds,
           writing_seconds = excluded.writing_seconds, second_marking = excluded.second_marking,
           updated_at = excluded.updated_at
         returning user_id`,
        [clock.userId, clock.evaluationDeadlineSeconds, clock.writingSeconds, clock.secondMarking, clock.updatedAt],
      );
      return { ...clock };
    },
  };
}
