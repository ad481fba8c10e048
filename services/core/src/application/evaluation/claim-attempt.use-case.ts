import { claim } from '../../domain/attempt/attempt-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { loadGradableAttempt } from './load-gradable-attempt.ts';
import type { QueueEntry } from './queue-entry.ts';
import { loadQueueEntry } from './queue-entry.ts';

/**
 * Takes a submitted attempt for grading. CONFLICT while another tutor holds it (admins may take over). An attempt
 * whose evaluation is already published is returned as it is, for reading.
 */
export async function claimAttempt(deps: CoreDeps, input: { actor: Profile; attemptId: string }): Promise<QueueEntry> {
  const { actor } = input;
  const attempt = await loadGradableAttempt(deps, actor, input.attemptId);
  const entry = await loadQueueEntry(deps, attempt);
  if (entry.evaluation?.publishedAt) return entry;
  const claimed = claim(attempt, actor.id, { takeOver: actor.role === 'admin' }, deps.clock.now());
  if (claimed === attempt) return entry;
  await deps.attempts.save(claimed);
  return { ...entry, attempt: claimed };
}
