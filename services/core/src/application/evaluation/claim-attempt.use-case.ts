import { claim } from '../../domain/attempt/tutor-claim.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { withheldFromStaffOne } from './first-evaluation-blindness.ts';
import type { QueueEntry } from './grading-row.ts';
import { lockGradableAttempt } from './load-gradable-attempt.ts';
import { loadQueueEntry } from './queue-entry.ts';

/**
 * Takes a submitted attempt for grading. Of two tutors claiming at once, one wins and the other gets CONFLICT;
 * admins may take over (recorded). An attempt whose evaluation is already published is returned as it is, for reading.
 */
export async function claimAttempt(
  deps: Pick<CoreDeps, 'transaction'>,
  input: { actor: Profile; attemptId: string },
): Promise<QueueEntry> {
  const { actor } = input;
  return deps.transaction(async (tx) => {
    const attempt = await lockGradableAttempt(tx, actor, input.attemptId);
    const entry = await loadQueueEntry(tx, attempt);
    if (entry.evaluation?.publishedAt) return withheldFromStaffOne(tx, actor, entry);
    const claimed = claim(
      attempt,
      actor.id,
      { takeOver: actor.role === 'admin', idleMinutes: tx.settings.claimIdleMinutes },
      tx.clock.now(),
    );
    if (claimed === attempt) return entry;
    return { ...entry, attempt: await tx.attempts.update(claimed) };
  });
}
