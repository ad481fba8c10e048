import type { EntityManager } from '@mikro-orm/core';
import type { GradingReads, GradingRow } from '../../application/evaluation/grading-reads.ts';
import { AttemptSchema, toAttempt } from './attempt.entity.ts';
import { EvaluationSchema, toEvaluation } from './evaluation.entity.ts';
import { entityOf, type JoinedTable, selectColumns, selectRows } from './joined-rows.ts';
import { ProfileSchema, toProfile } from './profile.entity.ts';

const attempt: JoinedTable<object> = { schema: AttemptSchema as never, alias: 'a' };
const candidate: JoinedTable<object> = { schema: ProfileSchema as never, alias: 'p' };
const evaluation: JoinedTable<object> = { schema: EvaluationSchema as never, alias: 'e' };

/** The attempt, its candidate, its evaluation if any and the claiming tutor's name: one row per attempt. */
const joined = (em: EntityManager, extra = '') => `select ${selectColumns(em, attempt)},
  ${selectColumns(em, candidate)}, ${selectColumns(em, evaluation)}, claimer.full_name as claimed_by_name${extra}
  from attempts a
  left join profiles p on p.user_id = a.user_id
  left join evaluations e on e.attempt_id = a.id
  left join profiles claimer on claimer.id = a.claimed_by`;

function rowOf(em: EntityManager, row: Record<string, unknown>): GradingRow {
  const attemptRow = entityOf(em, attempt, row) as Parameters<typeof toAttempt>[0];
  const profileRow = entityOf(em, candidate, row) as Parameters<typeof toProfile>[0] | null;
  // Attempts are only created for existing profiles; a miss here is broken data, not user input.
  if (!profileRow) throw new Error(`Attempt ${attemptRow.id} refers to a missing profile (${attemptRow.userId}).`);
  const evaluationRow = entityOf(em, evaluation, row) as Parameters<typeof toEvaluation>[0] | null;
  return {
    attempt: toAttempt(attemptRow),
    candidate: toProfile(profileRow),
    evaluation: evaluationRow ? toEvaluation(evaluationRow) : null,
    claimedByName: typeof row.claimed_by_name === 'string' ? row.claimed_by_name : null,
  };
}

/** GradingReads in one SQL statement each (the page's count comes with its rows, as a window). */
export function createMikroOrmGradingReads(em: () => EntityManager): GradingReads {
  // Built once: the select lists come from the mapping, which never changes while the process runs.
  let statements: { page: string; one: string } | null = null;
  const sql = (manager: EntityManager) => {
    statements ??= {
      page: `${joined(manager, ', count(*) over () as total')}
        where a.status = 'Submitted'
        order by a.deadline_at asc nulls last, a.submitted_at asc, a.id asc
        limit ? offset ?`,
      one: `${joined(manager)} where a.id = ?`,
    };
    return statements;
  };
  return {
    async queuePage(page) {
      const manager = em();
      const rows = await selectRows(manager, sql(manager).page, [page.limit, page.offset]);
      const [first] = rows;
      if (first) return { items: rows.map((row) => rowOf(manager, row)), total: Number(first.total) };
      // A page past the end has no row to carry the count.
      const [counted] = await selectRows(
        manager,
        `select count(*) as total from attempts where status = 'Submitted'`,
        [],
      );
      return { items: [], total: Number(counted?.total ?? 0) };
    },
    async gradingRow(attemptId) {
      const manager = em();
      const [row] = await selectRows(manager, sql(manager).one, [attemptId]);
      return row ? rowOf(manager, row) : null;
    },
  };
}
