import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/**
 * How often a change is worked out again from a fresh read when other requests changed the attempt in between. Each
 * lost round means another writer's change was stored, so this is only reached by a flood of writes to one attempt.
 */
const maxRounds = 8;

/**
 * Changes the caller's own attempt with one conditional write (`... WHERE id = ? AND version = ?`, checked by row
 * count), which is its own transaction: no lock is held while the change is worked out. When another request changed
 * the attempt in between (a second tab, a submit, the time-up closing), the change is worked out again from what is
 * stored, so drafts of other tasks are merged, never overwritten, and a submit that got there first wins. `change`
 * returns the attempt unchanged when there is nothing to store. `current` is the attempt as just read (saves a read;
 * a stale one costs a round).
 */
export async function changeOwnAttempt(
  deps: CoreDeps,
  input: { actor: Profile; attemptId: string; current?: Attempt },
  change: (attempt: Attempt, test: MockTest) => Attempt,
): Promise<{ attempt: Attempt; changed: boolean }> {
  let read = input.current;
  for (let round = 1; ; round++) {
    const attempt = read ?? (await deps.attempts.findById(input.attemptId));
    if (!attempt) throw new DomainError('NOT_FOUND', 'This attempt does not exist.');
    if (attempt.userId !== input.actor.userId) {
      throw new DomainError('FORBIDDEN', 'This attempt belongs to another user.');
    }
    const test = await deps.mockTests.findById(attempt.mockTestId);
    if (!test) throw new DomainError('NOT_FOUND', 'The mock test of this attempt no longer exists.');
    const next = change(attempt, test);
    if (next === attempt) return { attempt, changed: false };
    try {
      return { attempt: await deps.attempts.update(next), changed: true };
    } catch (error) {
      // Only the version check fails with CONFLICT here: read again and work the change out on what is stored now.
      if (!(error instanceof DomainError) || error.code !== 'CONFLICT' || round >= maxRounds) throw error;
      read = undefined;
    }
  }
}
