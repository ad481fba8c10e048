import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Attempt } from '../../domain/attempt/attempt.ts';
import { requireOneRowUpdated } from './conditional-update.ts';

// The autosave's write path, the busiest write of the platform, without the ORM's unit of work: a CPU profile under
// the bench's load showed MikroORM building and hydrating the query costing more than PostgreSQL running it, and
// every statement costs a round trip (in embedded mode, PGlite's time on the server's own thread).

/** How many attempts each database's memory keeps: the candidates writing now (a few kB each). */
const recentLimit = 5_000;

/** Per database (forks of one ORM share its driver): the attempts this process last read or stored, oldest first. */
const recentByDatabase = new WeakMap<object, Map<string, Attempt>>();

function recentOf(em: EntityManager): Map<string, Attempt> {
  const key = em.getDriver();
  let recent = recentByDatabase.get(key);
  if (!recent) {
    recent = new Map();
    recentByDatabase.set(key, recent);
  }
  return recent;
}

/**
 * Keeps what a committed read or write returned. Inside a transaction nothing is kept and the attempt is forgotten:
 * a rollback could leave a version in memory that the database never had.
 */
export function rememberAttempt(em: EntityManager, attempt: Attempt): void {
  const recent = recentOf(em);
  recent.delete(attempt.id);
  if (em.isInTransaction()) return;
  recent.set(attempt.id, attempt);
  if (recent.size > recentLimit) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
}

/** The attempt as this process last read or stored it, possibly stale (see AttemptRepository.findForChange). */
export function recentAttempt(em: EntityManager, id: string): Attempt | undefined {
  return recentOf(em).get(id);
}

// Columns an update may change; id, owner, test, exam and the clock's start and end never change after the start.
const updateSql = `update attempts set status = ?, answers = ?::jsonb, submitted_at = ?::timestamptz,
  timed_out = ?, seconds_taken = ?, deadline_at = ?::timestamptz, deadline_handled_at = ?::timestamptz,
  overdue = ?, claimed_by = ?, claimed_at = ?::timestamptz, taken_over_from = ?, updated_at = ?::timestamptz,
  version = ? where id = ? and version = ?`;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** Stores `attempt` if the stored version is still `attempt.version` (CONFLICT otherwise); returns what is stored. */
export async function updateAttempt(em: EntityManager, attempt: Attempt): Promise<Attempt> {
  const stored: Attempt = { ...attempt, version: attempt.version + 1 };
  const { affectedRows } = await (em as SqlEntityManager).execute<{ affectedRows: number }>(
    updateSql,
    [
      stored.status,
      JSON.stringify(stored.answers),
      iso(stored.submittedAt),
      stored.timedOut,
      stored.secondsTaken,
      iso(stored.deadlineAt),
      iso(stored.deadlineHandledAt),
      stored.overdue,
      stored.claimedBy,
      iso(stored.claimedAt),
      stored.takenOverFrom,
      iso(stored.updatedAt),
      stored.version,
      attempt.id,
      attempt.version,
    ],
    'run',
  );
  if (affectedRows !== 1) recentOf(em).delete(attempt.id);
  requireOneRowUpdated(affectedRows, 'answer');
  rememberAttempt(em, stored);
  return stored;
}
