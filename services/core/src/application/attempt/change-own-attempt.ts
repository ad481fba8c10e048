import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

type Change = (attempt: Attempt, test: MockTest) => Attempt;
type Outcome = { attempt: Attempt; changed: boolean };

/**
 * Changes the caller's own attempt. First with one conditional write (`... WHERE id = ? AND version = ?`, checked by
 * row count), its own transaction, so no lock is held while the change is worked out: the usual case, one writer at
 * a time, on the attempt as this process last saw it (findForChange), so an autosave is one statement. That copy may
 * be stale: another replica, the worker's time-up closing or a second tab may have changed the attempt since. So the
 * copy only ever leads to the write; it never decides an answer. When the version check fails, when `change` refuses
 * (a task that is not open yet may have been opened elsewhere) or when there is nothing to store, the change is worked
 * out again under the row lock, on what is stored: drafts of other tasks are merged, never overwritten, a submit that
 * got there first wins, a refusal is the stored attempt's, and a busy attempt never makes a writer retry in a loop.
 * `change` returns the attempt unchanged when there is nothing to store. `current` is the attempt as just read, if at
 * hand (treated the same way). Only the owner check is decided on the copy: the owner of an attempt never changes.
 */
export async function changeOwnAttempt(
  deps: Pick<CoreDeps, 'attempts' | 'mockTests' | 'transaction'>,
  input: { actor: Pick<Profile, 'userId'>; attemptId: string; current?: Attempt },
  change: Change,
): Promise<Outcome> {
  const base = input.current ?? (await deps.attempts.findForChange(input.attemptId));
  try {
    const outcome = await applyChange(deps, input.actor, base, change);
    // Nothing to store (a repeated submit): answer with what is stored now, never with a copy kept in memory.
    if (outcome.changed) return outcome;
  } catch (error) {
    // The version moved, or `change` refused the attempt as this process had it: decided again on what is stored.
    if (!(error instanceof VersionConflict || error instanceof RefusedOnCopy)) throw error;
  }
  return deps.transaction(async (tx) => {
    try {
      return await applyChange(tx, input.actor, await tx.attempts.findByIdForUpdate(input.attemptId), change);
    } catch (error) {
      // Cannot happen under the lock; should it, the caller is told to try again rather than given a 500.
      if (error instanceof VersionConflict) throw new DomainError('CONFLICT', 'CONCURRENT_CHANGE', error.message);
      // What is stored refuses the change: that refusal is the answer.
      if (error instanceof RefusedOnCopy) throw error.refusal;
      throw error;
    }
  });
}

/** The stored version moved since the read: the change must be worked out again. */
class VersionConflict extends Error {}

/** `change` refused the attempt as read; on a copy that may be stale, it is asked again on what is stored. */
class RefusedOnCopy extends Error {
  readonly refusal: DomainError;
  constructor(refusal: DomainError) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

async function applyChange(
  deps: Pick<CoreDeps, 'attempts' | 'mockTests'>,
  actor: Pick<Profile, 'userId'>,
  attempt: Attempt | null,
  change: Change,
): Promise<Outcome> {
  if (!attempt) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This attempt does not exist.');
  if (attempt.userId !== actor.userId)
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'This attempt belongs to another user.');
  const test = await deps.mockTests.findById(attempt.mockTestId);
  if (!test) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'The mock test of this attempt no longer exists.');
  let next: Attempt;
  try {
    next = change(attempt, test);
  } catch (error) {
    if (error instanceof DomainError) throw new RefusedOnCopy(error);
    throw error;
  }
  if (next === attempt) return { attempt, changed: false };
  try {
    return { attempt: await deps.attempts.update(next), changed: true };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CONFLICT') throw new VersionConflict(error.message);
    throw error;
  }
}
