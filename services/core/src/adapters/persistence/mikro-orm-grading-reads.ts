import type { EntityManager } from '@mikro-orm/core';
import { emptiedEvaluationContent, type GradingReads } from '../../application/evaluation/grading-reads.ts';
import type { GradingRow, SecondMarkingHolders } from '../../application/evaluation/grading-row.ts';
import type { QueueQuery } from '../../application/evaluation/queue-filter.ts';
import { AttemptSchema, toAttempt } from './attempt.entity.ts';
import { runBound } from './bound-statements.ts';
import { EvaluationSchema, toEvaluation } from './evaluation.entity.ts';
import { entityOf, type JoinedTable, selectColumns } from './joined-rows.ts';
import { ProfileSchema, toProfile } from './profile.entity.ts';
import { claimFreeSql, claimLiveSql } from './rules/claim-expiry.sql.ts';
import { overdueSql } from './rules/overdue.sql.ts';
import { planAtSubmissionSql } from './rules/plan-at-submission.sql.ts';
import { SecondMarkingSchema } from './second-marking.entity.ts';

const attempt: JoinedTable<object> = { schema: AttemptSchema as never, alias: 'a' };
const candidate: JoinedTable<object> = { schema: ProfileSchema as never, alias: 'p' };
const evaluation: JoinedTable<object> = { schema: EvaluationSchema as never, alias: 'e' };

// The queue's list in summary (GradingReads.queuePage): without the answers, the task clocks and the evaluation's
// content, which were most of a page's bytes and of the CPU spent turning its rows into objects.
const attemptSummary: JoinedTable<object> = { ...attempt, omit: ['answers', 'taskClocks'] };
const evaluationContent = Object.keys(emptiedEvaluationContent()) as Array<
  keyof ReturnType<typeof emptiedEvaluationContent>
>;
const evaluationSummary: JoinedTable<object> = { ...evaluation, omit: evaluationContent };

// Of the answer's second marking, what decides whether the first evaluation is withheld (withheldFromStaff): read with
// the row, it saves the read withheldFromStaff made per page or item that had an evaluation.
const secondMarking: JoinedTable<object> = {
  schema: SecondMarkingSchema as never,
  alias: 'sm',
  omit: ['sampledAt', 'claimedAt', 'claimTouchedAt', 'criterionScores', 'overall', 'note', 'updatedAt', 'version'],
};

type Tables = { attempt: JoinedTable<object>; candidate: JoinedTable<object>; evaluation: JoinedTable<object> };
const full: Tables = { attempt, candidate, evaluation };
const summary: Tables = { attempt: attemptSummary, candidate, evaluation: evaluationSummary };

/**
 * The attempt, its candidate, its evaluation if any and the claiming tutor's name: one row per attempt of `attempts`
 * (the table, or a subquery that picks a page of it first).
 */
export const joined = (
  em: EntityManager,
  extra = '',
  attempts = 'attempts',
  tables: Tables = full,
) => `select ${selectColumns(em, tables.attempt)},
  ${selectColumns(em, tables.candidate)}, ${selectColumns(em, tables.evaluation)}, ${selectColumns(em, secondMarking)},
  claimer.full_name as claimed_by_name${extra}
  from ${attempts} a
  left join profiles p on p.user_id = a.user_id
  left join evaluations e on e.attempt_id = a.id
  left join second_markings sm on sm.attempt_id = a.id
  left join profiles claimer on claimer.id = a.claimed_by`;

export function rowOf(em: EntityManager, row: Record<string, unknown>, tables: Tables = full): GradingRow {
  const attemptRow = entityOf(em, tables.attempt, row) as Parameters<typeof toAttempt>[0];
  const profileRow = entityOf(em, tables.candidate, row) as Parameters<typeof toProfile>[0] | null;
  // Attempts are only created for existing profiles; a miss here is broken data, not user input.
  if (!profileRow) throw new Error(`Attempt ${attemptRow.id} refers to a missing profile (${attemptRow.userId}).`);
  const evaluationRow = entityOf(em, tables.evaluation, row) as Parameters<typeof toEvaluation>[0] | null;
  if (tables === summary) {
    // What the summary left out comes back empty (see GradingReads.queuePage).
    attemptRow.answers = [];
    attemptRow.taskClocks = [];
    if (evaluationRow) {
      Object.assign(evaluationRow, emptiedEvaluationContent());
    }
  }
  const markingRow = entityOf(em, secondMarking, row) as SecondMarkingHolders | null;
  return {
    attempt: toAttempt(attemptRow),
    candidate: toProfile(profileRow),
    evaluation: evaluationRow ? toEvaluation(evaluationRow) : null,
    claimedByName: typeof row.claimed_by_name === 'string' ? row.claimed_by_name : null,
    secondMarking: markingRow && {
      claimedBy: markingRow.claimedBy ?? null,
      tutorId: markingRow.tutorId ?? null,
      publishedAt: markingRow.publishedAt ?? null,
    },
  };
}

/** The queue filter as extra conditions of the queue's WHERE, with their parameters in order. */
export function queueConditions(query: QueueQuery): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (query.exam) {
    parts.push('a.exam = ?');
    params.push(query.exam);
  }
  // The conditions read the attempts table alone, so a page is picked before anything is joined to it.
  if (query.plan) {
    // The plan that set the deadline (QueueItem.plan, promisingPlanAt): the plan active at submission, else Bronze.
    parts.push(
      `exists (select 1 from profiles p where p.user_id = a.user_id and ${planAtSubmissionSql('p', 'a')} = ?)`,
    );
    params.push(query.plan);
  }
  // An idle claim counts as unclaimed (the domain's claim expiry, evaluated here at read time).
  if (query.status === 'unclaimed') {
    parts.push(claimFreeSql('a'));
    params.push(query.claimsIdleSince);
  }
  if (query.status === 'mine') {
    parts.push(`a.claimed_by = ? and ${claimLiveSql('a')}`);
    params.push(query.viewerId, query.claimsIdleSince);
  }
  if (query.status === 'claimedByOthers') {
    parts.push(`a.claimed_by <> ? and ${claimLiveSql('a')}`);
    params.push(query.viewerId, query.claimsIdleSince);
  }
  if (query.status === 'overdue') {
    parts.push(overdueSql('a'));
    params.push(query.now);
  }
  return { sql: parts.map((part) => ` and (${part})`).join(''), params };
}

/** Oldest deadline first; an attempt without one (none yet) last. */
const queueOrder = 'a.deadline_at asc nulls last, a.submitted_at asc, a.id asc';

/** `%text%` for ILIKE, with the pattern characters in the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** GradingReads: one statement each (a page past the end reads its count apart). */
export function createMikroOrmGradingReads(em: () => EntityManager): GradingReads {
  // Built once: the select lists come from the mapping, which never changes while the process runs.
  let statements: { queuePage: (where: string, tables: Tables) => string; graded: string; one: string } | null = null;
  const queueTexts = new Map<string, string>();
  const sql = (manager: EntityManager) => {
    statements ??= {
      // The page of attempts first (the status index and a top-N sort), then the joins for those rows only: a
      // count over the joined queue was reading every waiting answer for each page. The count rides on the page's
      // rows (computed once, an uncorrelated subquery): one round trip instead of two.
      queuePage: (where, tables) => {
        // One text per filter combination and projection (a handful, all from code).
        const key = `${tables === summary ? 'summary' : 'full'}${where}`;
        let text = queueTexts.get(key);
        if (text === undefined) {
          text = `${joined(
            manager,
            `, (select count(*) from attempts a where a.status = 'Submitted'${where}) as total`,
            `(select * from attempts a where a.status = 'Submitted'${where} order by ${queueOrder} limit ? offset ?)`,
            tables,
          )} order by ${queueOrder}`;
          queueTexts.set(key, text);
        }
        return text;
      },
      graded: `${joined(manager, ', count(*) over () as total')}
        left join mock_tests mt on mt.id = a.mock_test_id
        where e.tutor_id = ? and e.published_at is not null
          and (? = '' or p.full_name ilike ? or p.email ilike ? or mt.title ilike ?)
        order by e.published_at desc, a.id asc
        limit ? offset ?`,
      one: `${joined(manager)} where a.id = ?`,
    };
    return statements;
  };
  const pageOf = async (
    manager: EntityManager,
    rows: Record<string, unknown>[],
    countPastTheEnd: () => Promise<Record<string, unknown>[]>,
  ) => {
    const [first] = rows;
    if (first) return { items: rows.map((row) => rowOf(manager, row)), total: Number(first.total) };
    // A page past the end has no row to carry the count.
    const [counted] = await countPastTheEnd();
    return { items: [], total: Number(counted?.total ?? 0) };
  };
  return {
    async queuePage(page, query, options) {
      const manager = em();
      const where = queueConditions(query);
      const tables = options?.summary ? summary : full;
      const rows = await runBound(manager, sql(manager).queuePage(where.sql, tables), [
        ...where.params,
        ...where.params,
        page.limit,
        page.offset,
      ]);
      const [first] = rows;
      if (first) return { items: rows.map((row) => rowOf(manager, row, tables)), total: Number(first.total) };
      // A page past the end has no row to carry the count.
      const [counted] = await runBound(
        manager,
        `select count(*) as total from attempts a where a.status = 'Submitted'${where.sql}`,
        where.params,
      );
      return { items: [], total: Number(counted?.total ?? 0) };
    },
    async gradedPage(page, query) {
      const manager = em();
      const pattern = containing(query.search);
      const rows = await runBound(manager, sql(manager).graded, [
        query.tutorId,
        query.search,
        pattern,
        pattern,
        pattern,
        page.limit,
        page.offset,
      ]);
      return pageOf(manager, rows, () =>
        runBound(
          manager,
          `select count(*) as total from evaluations e
          join attempts a on a.id = e.attempt_id
          left join profiles p on p.user_id = a.user_id
          left join mock_tests mt on mt.id = a.mock_test_id
          where e.tutor_id = ? and e.published_at is not null
            and (? = '' or p.full_name ilike ? or p.email ilike ? or mt.title ilike ?)`,
          [query.tutorId, query.search, pattern, pattern, pattern],
        ),
      );
    },
    async gradingRow(attemptId) {
      const manager = em();
      const [row] = await runBound(manager, sql(manager).one, [attemptId]);
      return row ? rowOf(manager, row) : null;
    },
  };
}
