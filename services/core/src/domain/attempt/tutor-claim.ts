import { DomainError } from '../shared/domain-error.ts';
import type { Attempt } from './attempt.ts';
import { requireSubmitted } from './attempt-rules.ts';
import { claimExpiredMessage, isClaimExpired } from './claim-expiry.ts';

// The tutor's hold on a submitted attempt while grading it: who may take it, and what a taken or lapsed claim
// records. Its expiry is in claim-expiry.ts; the writing and the release of the attempt have their own modules.

/** Nobody grades their own answer: a tutor who also writes tests as a candidate cannot open their own attempts. */
export function requireNotOwnAttempt(attempt: Pick<Attempt, 'userId'>, grader: { userId: string }): void {
  if (attempt.userId === grader.userId) {
    throw new DomainError('FORBIDDEN', 'OWN_WORK', 'You cannot grade your own answer.');
  }
}

/**
 * Gives the attempt to a tutor for grading, or refreshes the holder's claim (each save or claim touches it). CONFLICT
 * while another tutor holds a live claim, unless `takeOver` (admins: the previous holder is recorded); a claim idle
 * for `idleMinutes` counts as unclaimed and is taken by whoever comes next (its holder is recorded, and is told so
 * when they come back).
 */
export function claim(
  attempt: Attempt,
  tutorId: string,
  options: { takeOver: boolean; idleMinutes: number },
  now: Date,
): Attempt {
  requireSubmitted(attempt);
  if (attempt.claimedBy === tutorId) return { ...attempt, claimTouchedAt: now, updatedAt: now };
  const taken = { ...attempt, claimedBy: tutorId, claimedAt: now, claimTouchedAt: now, updatedAt: now };
  if (attempt.claimedBy === null) return { ...taken, takenOverFrom: null, claimLapsedFrom: null };
  if (isClaimExpired(attempt, options.idleMinutes, now)) {
    return { ...taken, takenOverFrom: null, claimLapsedFrom: attempt.claimedBy };
  }
  if (options.takeOver) return { ...taken, takenOverFrom: attempt.claimedBy, claimLapsedFrom: null };
  if (attempt.claimLapsedFrom === tutorId)
    throw new DomainError('CONFLICT', 'CLAIM_EXPIRED', claimExpiredMessage(options.idleMinutes));
  if (attempt.takenOverFrom === tutorId) {
    throw new DomainError(
      'CONFLICT',
      'CLAIM_REASSIGNED',
      'An admin has given this answer to another tutor; it is no longer yours to grade.',
    );
  }
  throw new DomainError('CONFLICT', 'ALREADY_CLAIMED', 'Another tutor is already grading this answer.');
}
