import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { loadGradableAttempt } from './load-gradable-attempt.ts';
import type { QueueEntry } from './queue-entry.ts';
import { loadQueueEntry } from './queue-entry.ts';

/** One submitted attempt with everything a tutor needs to grade it (tutors and admins, never their own answer). */
export async function getGradingItem(
  deps: CoreDeps,
  input: { actor: Profile; attemptId: string },
): Promise<QueueEntry> {
  const attempt = await loadGradableAttempt(deps, input.actor, input.attemptId);
  return loadQueueEntry(deps, attempt);
}
