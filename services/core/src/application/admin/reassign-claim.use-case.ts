import { claimChangeReason, reassignClaim as reassign } from '../../domain/attempt/claim-change.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import type { QueueEntry } from '../evaluation/grading-row.ts';
import { lockGradableAttempt } from '../evaluation/load-gradable-attempt.ts';
import { loadQueueEntry } from '../evaluation/queue-entry.ts';
import { requireAdmin } from './require-admin.ts';

/**
 * An admin gives a submitted, unpublished answer to a named tutor (or admin), with a reason. The previous holder is
 * kept on the attempt and the change goes to the claim audit log in the same transaction; under the attempt's row
 * lock two admins reassigning at once take turns, so the answer ends with one holder.
 */
export async function reassignClaim(
  deps: Pick<CoreDeps, 'profiles' | 'transaction'>,
  input: { actor: Profile; attemptId: string; tutorEmail: string; reason: string },
): Promise<QueueEntry> {
  requireAdmin(input.actor);
  const reason = claimChangeReason(input.reason);
  const email = input.tutorEmail.trim();
  const tutor = email ? await deps.profiles.findByEmail(email) : null;
  if (!tutor || tutor.role === 'candidate') {
    throw new DomainError(
      'BAD_USER_INPUT',
      'UNKNOWN_VALUE',
      `There is no tutor with the e-mail ${email || '(blank)'}.`,
    );
  }
  return deps.transaction(async (tx) => {
    const attempt = await lockGradableAttempt(tx, tutor, input.attemptId);
    const entry = await loadQueueEntry(tx, attempt);
    if (entry.evaluation?.publishedAt) {
      throw new DomainError(
        'CONFLICT',
        'ALREADY_PUBLISHED',
        'This answer has been graded and published; its claim can no longer change.',
      );
    }
    if (attempt.claimedBy === tutor.id) return entry;
    const now = tx.clock.now();
    const updated = await tx.attempts.update(reassign(attempt, tutor.id, now));
    await tx.claimAudit.record({
      id: tx.ids.newId(),
      attemptId: attempt.id,
      actorId: input.actor.id,
      fromTutorId: attempt.claimedBy,
      toTutorId: tutor.id,
      reason,
      createdAt: now,
    });
    return { ...entry, attempt: updated, claimedByName: tutor.fullName };
  });
}
