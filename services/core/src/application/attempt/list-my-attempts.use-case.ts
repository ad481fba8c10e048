import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { checkPage, requireSelfOrStaff } from '../shared/access.ts';

/** A user's attempts, a page at a time (limit 1..100): the caller's own, or anyone's for tutors and admins. */
export async function listAttempts(
  deps: Pick<CoreDeps, 'attempts'>,
  input: { actor: Profile; userId: string; page: { limit: number; offset: number } },
): Promise<{ items: Attempt[]; total: number }> {
  requireSelfOrStaff(input.actor, input.userId);
  return deps.attempts.listByUser(input.userId, checkPage(input.page));
}
