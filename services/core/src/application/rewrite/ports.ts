import type { Rewrite } from '../../domain/rewrite/rewrite.ts';

/** Stores candidates' rewrites, at most one per evaluated attempt; `update` is conditional on the version read. */
export type RewriteRepository = {
  findById(id: string): Promise<Rewrite | null>;
  findByOriginalAttemptId(attemptId: string): Promise<Rewrite | null>;
  /** Submitted rewrites whose recheck is not published yet, oldest release deadline first. */
  listAwaitingRecheck(page: { limit: number; offset: number }): Promise<{ items: Rewrite[]; total: number }>;
  /** Rewrites not submitted yet (open, or abandoned before their time-up was handled). */
  listOpen(): Promise<Rewrite[]>;
  /** Published rechecks whose candidate has not been mailed yet. */
  listUnnotifiedRechecks(): Promise<Rewrite[]>;
  /** Stores a new rewrite; CONFLICT when the attempt already has one (unique key). */
  insert(rewrite: Rewrite): Promise<Rewrite>;
  /** CONFLICT when the stored version is no longer `rewrite.version`. Returns the stored rewrite. */
  update(rewrite: Rewrite): Promise<Rewrite>;
};
