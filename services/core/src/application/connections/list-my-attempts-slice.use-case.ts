import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { type SliceResult, sliceOf } from './slice-result.ts';

/** The caller's attempts, newest first, `first` of them after the attempt `afterId` (a cursor's entry). */
export async function listMyAttemptsSlice(
  deps: Pick<CoreDeps, 'keysetReads'>,
  input: { actor: Profile; first: number; afterId: string | null },
): Promise<SliceResult<Attempt>> {
  const { actor, first, afterId } = input;
  if (afterId !== null && !(await deps.keysetReads.isAttemptOfUser(actor.userId, afterId))) {
    throw new DomainError('BAD_USER_INPUT', 'CURSOR_INVALID', 'The cursor "after" does not point into your attempts.');
  }
  return sliceOf(await deps.keysetReads.attemptsOfUser(actor.userId, { first: first + 1, afterId }), first);
}
