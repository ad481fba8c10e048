import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/**
 * Inside a transaction: the caller's own attempt, locked against concurrent writers, with its test. Nobody writes
 * into another user's attempt, not even a tutor.
 */
export async function lockOwnAttempt(
  tx: CoreDeps,
  actor: Profile,
  attemptId: string,
): Promise<{ attempt: Attempt; test: MockTest }> {
  const attempt = await tx.attempts.findByIdForUpdate(attemptId);
  if (!attempt) throw new DomainError('NOT_FOUND', 'This attempt does not exist.');
  if (attempt.userId !== actor.userId) throw new DomainError('FORBIDDEN', 'This attempt belongs to another user.');
  const test = await tx.mockTests.findById(attempt.mockTestId);
  if (!test) throw new DomainError('NOT_FOUND', 'The mock test of this attempt no longer exists.');
  return { attempt, test };
}
