import type { EntityManager } from '@mikro-orm/core';
import type { Attempt } from '../../domain/attempt/attempt.ts';
import { toStoredTaskClocks } from './attempt.entity.ts';
import { runBoundWrite } from './bound-statements.ts';
import { assignments, type Column, json, plain, time } from './column-tables.ts';
import { requireOneRowUpdated } from './conditional-update.ts';

// The autosave's write path, the busiest write of the platform, without the ORM's unit of work: a CPU profile under
// the bench's load showed MikroORM building and hydrating the query costing more than PostgreSQL running it, and
// every statement costs a round trip (in embedded mode, PGlite's time on the server's own thread).

/** How many attempts each database's memory keeps: the candidates writing now (a few kB each). */
const recentLimit = 5_000;

type Recent = {
  /** The attempts this process last read or stored, oldest first. */
  byId: Map<string, Attempt>;
  /** Each remembered attempt's id by owner and test: an attempt never changes either and is never deleted. */
  idByOwnerAndTest: Map<string, string>;
};

/** Per database (forks of one ORM share its driver). */
const recentByDatabase = new WeakMap<object, Recent>();

function recentOf(em: EntityManager): Recent {
  const key = em.getDriver();
  let recent = recentByDatabase.get(key);
  if (!recent) {
    recent = { byId: new Map(), idByOwnerAndTest: new Map() };
    recentByDatabase.set(key, recent);
  }
  return recent;
}

const ownerAndTest = (userId: string, mockTestId: string) => `${userId}\u0000${mockTestId}`;

/** Adds to a map kept in insertion order, dropping its oldest entry beyond `recentLimit`. */
function keepRecent<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > recentLimit) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/**
 * Keeps what a committed read or write returned. Inside a transaction nothing is kept and the attempt is forgotten:
 * a rollback could leave a version in memory that the database never had.
 */
export function rememberAttempt(em: EntityManager, attempt: Attempt): void {
  const recent = recentOf(em);
  recent.byId.delete(attempt.id);
  if (em.isInTransaction()) return;
  keepRecent(recent.byId, attempt.id, attempt);
  keepRecent(recent.idByOwnerAndTest, ownerAndTest(attempt.userId, attempt.mockTestId), attempt.id);
}

/**
 * The attempt as this process last read or stored it, possibly stale: other replicas and the worker write too. A base
 * for a conditional write only, never for a refusal (see AttemptRepository.findForChange and changeOwnAttempt).
 */
export function recentAttempt(em: EntityManager, id: string): Attempt | undefined {
  return recentOf(em).byId.get(id);
}

/** As `recentAttempt`, found by its owner and test. */
export function recentAttemptOf(em: EntityManager, userId: string, mockTestId: string): Attempt | undefined {
  const recent = recentOf(em);
  const id = recent.idByOwnerAndTest.get(ownerAndTest(userId, mockTestId));
  return id === undefined ? undefined : recent.byId.get(id);
}

// Every field of an attempt with the column an update writes it to, or null for those fixed at the start (id, owner,
// test, exam and the clock's start): a field added to Attempt fails the typecheck here until it is stored. The end
// moves with per-task clocks (it is the open task's end).
const columns: Record<keyof Attempt, Column<Attempt> | null> = {
  id: null,
  userId: null,
  mockTestId: null,
  exam: null,
  startedAt: null,
  endsAt: time('ends_at', (a) => a.endsAt),
  taskClocks: json('task_clocks', (a) => toStoredTaskClocks(a.taskClocks)),
  status: plain('status', (a) => a.status),
  answers: json('answers', (a) => a.answers),
  submittedAt: time('submitted_at', (a) => a.submittedAt),
  timedOut: plain('timed_out', (a) => a.timedOut),
  secondsTaken: plain('seconds_taken', (a) => a.secondsTaken),
  deadlineAt: time('deadline_at', (a) => a.deadlineAt),
  deadlineHandledAt: time('deadline_handled_at', (a) => a.deadlineHandledAt),
  overdue: plain('overdue', (a) => a.overdue),
  claimedBy: plain('claimed_by', (a) => a.claimedBy),
  claimedAt: time('claimed_at', (a) => a.claimedAt),
  takenOverFrom: plain('taken_over_from', (a) => a.takenOverFrom),
  claimTouchedAt: time('claim_touched_at', (a) => a.claimTouchedAt),
  claimLapsedFrom: plain('claim_lapsed_from', (a) => a.claimLapsedFrom),
  updatedAt: time('updated_at', (a) => a.updatedAt),
  version: plain('version', (a) => a.version),
  // Recorded when the test starts, never changed after.
  withHints: null,
  sentenceBank: null,
  sentenceShuffle: null,
};
const written = Object.values(columns).filter((column): column is Column<Attempt> => column !== null);
const updateSql = `update attempts set ${assignments(written)} where id = ? and version = ?`;

/** Stores `attempt` if the stored version is still `attempt.version` (CONFLICT otherwise); returns what is stored. */
export async function updateAttempt(em: EntityManager, attempt: Attempt): Promise<Attempt> {
  const stored: Attempt = { ...attempt, version: attempt.version + 1 };
  const affectedRows = await runBoundWrite(em, updateSql, [
    ...written.map((column) => column.value(stored)),
    attempt.id,
    attempt.version,
  ]);
  if (affectedRows !== 1) recentOf(em).byId.delete(attempt.id);
  requireOneRowUpdated(affectedRows, 'answer');
  rememberAttempt(em, stored);
  return stored;
}
