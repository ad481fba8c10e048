import type { EntityManager } from '@mikro-orm/core';
import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { type AttemptRow, AttemptSchema, toAttempt } from './attempt.entity.ts';
import { runBound } from './bound-statements.ts';
import { type EvaluationRow, EvaluationSchema, toEvaluation } from './evaluation.entity.ts';
import { entityOf, type JoinedTable, selectColumns } from './joined-rows.ts';
import { type ProfileRow, ProfileSchema, toProfile } from './profile.entity.ts';

// The reads every signed-in request makes, as prepared SQL: the ORM's query building cost more than the query itself
// (CPU profile under the bench's load), and a page with its count is one statement instead of two.

const attempts: JoinedTable<AttemptRow> = { schema: AttemptSchema as never, alias: 'a' };
const profiles: JoinedTable<ProfileRow> = { schema: ProfileSchema as never, alias: 'p' };
const evaluations: JoinedTable<EvaluationRow> = { schema: EvaluationSchema as never, alias: 'e' };

/** Builds a statement once, from the mapping (which never changes while the process runs). */
function statement(build: (em: EntityManager) => string): (em: EntityManager) => string {
  let sql: string | null = null;
  return (em) => {
    sql ??= build(em);
    return sql;
  };
}

/** The table's record in the first row `sql` returns, or null when it returns none. */
async function firstRecord<T extends object>(
  em: EntityManager,
  table: JoinedTable<T>,
  sql: string,
  params: unknown[],
): Promise<T | null> {
  const [row] = await runBound(em, sql, params);
  return row ? entityOf(em, table, row) : null;
}

/** The statement reading one profile by `where` (over the alias `p`). */
const profileWhere = (where: string) =>
  statement((em) => `select ${selectColumns(em, profiles as JoinedTable<object>)} from profiles p where ${where}`);

const profileByUserId = profileWhere('p.user_id = ?');
const profileById = profileWhere('p.id = ?');
const profileByIdForUpdate = profileWhere('p.id = ? for update');
const profileByUserIdForUpdate = profileWhere('p.user_id = ? for update');

async function readProfile(em: EntityManager, sql: string, key: string): Promise<Profile | null> {
  const entity = await firstRecord(em, profiles, sql, [key]);
  return entity ? toProfile(entity) : null;
}

/** The profile of an identity-provider user, or null. */
export function readProfileByUserId(em: EntityManager, userId: string): Promise<Profile | null> {
  return readProfile(em, profileByUserId(em), userId);
}

/** A profile by its own id, or null. */
export function readProfileById(em: EntityManager, id: string): Promise<Profile | null> {
  return readProfile(em, profileById(em), id);
}

/** A profile (by its id, or its user's with `by: 'userId'`) with its row locked until the transaction ends, or null. */
export function readProfileForUpdate(
  em: EntityManager,
  key: string,
  by: 'id' | 'userId' = 'id',
): Promise<Profile | null> {
  return readProfile(em, (by === 'id' ? profileByIdForUpdate : profileByUserIdForUpdate)(em), key);
}

const attemptsOfUser = statement(
  (em) => `select ${selectColumns(em, attempts as JoinedTable<object>)}, count(*) over () as total
    from attempts a where a.user_id = ?
    order by a.started_at desc, a.id asc limit ? offset ?`,
);

/** A user's attempts, newest first, a page at a time, with their count: one statement (two past the last page). */
export async function readAttemptsOfUser(
  em: EntityManager,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: Attempt[]; total: number }> {
  const rows = await runBound(em, attemptsOfUser(em), [userId, page.limit, page.offset]);
  const [first] = rows;
  if (!first) {
    // A page past the end has no row to carry the count.
    const [counted] = await runBound(em, 'select count(*) as total from attempts where user_id = ?', [userId]);
    return { items: [], total: Number(counted?.total ?? 0) };
  }
  const items = rows.map((row) => toAttempt(entityOf(em, attempts, row) as AttemptRow));
  return { items, total: Number(first.total) };
}

/** The statement reading one attempt by `where` (over the alias `a`). */
const attemptWhere = (where: string) =>
  statement((em) => `select ${selectColumns(em, attempts as JoinedTable<object>)} from attempts a where ${where}`);

const attemptById = attemptWhere('a.id = ?');
const attemptOfUserAndTest = attemptWhere('a.user_id = ? and a.mock_test_id = ?');
const attemptForUpdate = attemptWhere('a.id = ? for update');

async function readAttempt(em: EntityManager, sql: string, params: unknown[]): Promise<Attempt | null> {
  const entity = await firstRecord(em, attempts, sql, params);
  return entity ? toAttempt(entity) : null;
}

/** An attempt as stored now, or null. */
export function readAttemptById(em: EntityManager, id: string): Promise<Attempt | null> {
  return readAttempt(em, attemptById(em), [id]);
}

/** A candidate's attempt of one test (there is at most one), or null. */
export function readAttemptOfUserAndTest(
  em: EntityManager,
  userId: string,
  mockTestId: string,
): Promise<Attempt | null> {
  return readAttempt(em, attemptOfUserAndTest(em), [userId, mockTestId]);
}

/** An attempt with its row locked until the transaction ends (every hand-in and deadline starts with it), or null. */
export function readAttemptForUpdate(em: EntityManager, id: string): Promise<Attempt | null> {
  return readAttempt(em, attemptForUpdate(em), [id]);
}

const evaluationOfAttempt = statement(
  (em) => `select ${selectColumns(em, evaluations as JoinedTable<object>)} from evaluations e where e.attempt_id = ?`,
);

/** The evaluation of an attempt, as stored now, or null. */
export async function readEvaluationOfAttempt(em: EntityManager, attemptId: string): Promise<Evaluation | null> {
  const entity = await firstRecord(em, evaluations, evaluationOfAttempt(em), [attemptId]);
  return entity ? toEvaluation(entity) : null;
}
