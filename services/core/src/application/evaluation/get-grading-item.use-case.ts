import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { requireStaff } from '../shared/access.ts';
import type { QueueEntry } from './queue-entry.ts';
import { loadQueueEntry } from './queue-entry.ts';

/** One attempt with everything a tutor needs to grade it (tutors and admins only). */
export async function getGradingItem(
  deps: CoreDeps,
  input: { actor: Profile; attemptId: string },
): Promise<QueueEntry> {
  requireStaff(input.actor);
  const attempt = await deps.attempts.findById(input.attemptId);
  if (!attempt) throw new DomainError('NOT_FOUND', 'This attempt does not exist.');
  return loadQueueEntry(deps, attempt);
}
