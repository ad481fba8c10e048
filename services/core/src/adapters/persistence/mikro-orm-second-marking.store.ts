import { type EntityManager, LockMode } from '@mikro-orm/core';
import type { SecondMarkingStore } from '../../application/evaluation/second-marking-ports.ts';
import { AttemptSchema, toAttempt } from './attempt.entity.ts';
import { runBound } from './bound-statements.ts';
import { requireOneRowUpdated } from './conditional-update.ts';
import { EvaluationSchema, toEvaluation } from './evaluation.entity.ts';
import { entityOf, type JoinedTable, selectColumns } from './joined-rows.ts';
import { SecondMarkingSchema, toSecondMarking, toSecondMarkingRow } from './second-marking.entity.ts';

const marking: JoinedTable<object> = { schema: SecondMarkingSchema as never, alias: 's' };
const attempt: JoinedTable<object> = { schema: AttemptSchema as never, alias: 'a' };
const evaluation: JoinedTable<object> = { schema: EvaluationSchema as never, alias: 'e' };

/** Open second markings a viewer may take: the first evaluation published by someone else. */
const open = `from second_markings s
  join attempts a on a.id = s.attempt_id
  join evaluations e on e.attempt_id = s.attempt_id and e.published_at is not null
  where s.published_at is null and e.tutor_id <> ?`;

/** SecondMarkingStore on MikroORM; updates are conditional on the version read, checked by row count. */
export function createMikroOrmSecondMarkingStore(em: () => EntityManager): SecondMarkingStore {
  return {
    async draw(drawn) {
      const row = toSecondMarkingRow(drawn);
      // A repeated submit draws the same answer again: the first row stands.
      await runBound(
        em(),
        `insert into second_markings (attempt_id, sampled_at, criterion_scores, note, updated_at, version)
         values (?, ?, ?, ?, ?, ?) on conflict (attempt_id) do nothing`,
        [row.attemptId, row.sampledAt, JSON.stringify(row.criterionScores), row.note, row.updatedAt, row.version],
      );
    },
    async find(attemptId) {
      const row = await em().findOne(SecondMarkingSchema, { attemptId }, { refresh: true });
      return row ? toSecondMarking(row) : null;
    },
    async findMany(attemptIds) {
      if (attemptIds.length === 0) return [];
      const rows = await em().find(SecondMarkingSchema, { attemptId: { $in: [...attemptIds] } }, { refresh: true });
      return rows.map(toSecondMarking);
    },
    async findForUpdate(attemptId) {
      const row = await em().findOne(
        SecondMarkingSchema,
        { attemptId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      return row ? toSecondMarking(row) : null;
    },
    async update(changed) {
      const stored = { ...changed, version: changed.version + 1 };
      const { attemptId: _id, ...changes } = toSecondMarkingRow(stored);
      const count = await em().nativeUpdate(
        SecondMarkingSchema,
        { attemptId: changed.attemptId, version: changed.version },
        changes,
      );
      requireOneRowUpdated(count, 'second marking');
      return stored;
    },
    async openPage(page, query) {
      const manager = em();
      const touched = 'coalesce(s.claim_touched_at, s.claimed_at)';
      const [rows, [counted]] = await Promise.all([
        runBound(
          manager,
          `select ${selectColumns(manager, marking)}, ${selectColumns(manager, attempt)},
             candidate.full_name as candidate_name,
             case when ${touched} > ? then holder.full_name end as claimed_by_name
           ${open.replace(
             'where',
             `left join profiles candidate on candidate.user_id = a.user_id
             left join profiles holder on holder.id = s.claimed_by
           where`,
           )}
           order by s.sampled_at asc, s.attempt_id asc limit ? offset ?`,
          [query.claimsIdleSince, query.viewerId, page.limit, page.offset],
        ),
        runBound(manager, `select count(*) as total ${open}`, [query.viewerId]),
      ]);
      return {
        items: rows.map((row) => ({
          marking: toSecondMarking(entityOf(manager, marking, row) as never),
          attempt: toAttempt(entityOf(manager, attempt, row) as never),
          candidateName: typeof row.candidate_name === 'string' ? row.candidate_name : '',
          claimedByName: typeof row.claimed_by_name === 'string' ? row.claimed_by_name : null,
        })),
        total: Number(counted?.total ?? 0),
      };
    },
    async markedPairs() {
      const manager = em();
      const rows = await runBound(
        manager,
        `select ${selectColumns(manager, marking)}, ${selectColumns(manager, attempt)}, ${selectColumns(manager, evaluation)}
         from second_markings s
         join attempts a on a.id = s.attempt_id
         join evaluations e on e.attempt_id = s.attempt_id and e.published_at is not null
         where s.published_at is not null
         order by s.published_at asc`,
        [],
      );
      return rows.map((row) => ({
        marking: toSecondMarking(entityOf(manager, marking, row) as never),
        attempt: toAttempt(entityOf(manager, attempt, row) as never),
        first: toEvaluation(entityOf(manager, evaluation, row) as never),
      }));
    },
  };
}
