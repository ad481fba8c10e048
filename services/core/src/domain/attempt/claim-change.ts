import { DomainError } from '../shared/domain-error.ts';
import type { Attempt } from './attempt.ts';
import { requireSubmitted } from './attempt-rules.ts';

/** Longest reason an admin may give for reassigning a claim (a sentence or two for the audit log). */
export const maxClaimChangeReasonCharacters = 500;

/** An admin's reassignment of a claim, as the audit log keeps it (beside the role changes). */
export type ClaimChange = {
  id: string;
  attemptId: string;
  actorId: string;
  /** Who held the attempt before; null when nobody did. */
  fromTutorId: string | null;
  toTutorId: string;
  reason: string;
  createdAt: Date;
};

/** The trimmed reason; refuses a blank one or one longer than the limit. */
export function claimChangeReason(value: unknown): string {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (!reason)
    throw new DomainError(
      'BAD_USER_INPUT',
      'VALUE_REQUIRED',
      'Give a reason for the reassignment; it goes in the audit log.',
    );
  if (Array.from(reason).length > maxClaimChangeReasonCharacters) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'TEXT_TOO_LONG',
      `The reason may be at most ${maxClaimChangeReasonCharacters} characters.`,
    );
  }
  return reason;
}

/** Gives the attempt to `tutorId` whoever holds it now; the previous holder is recorded as taken over from. */
export function reassignClaim(attempt: Attempt, tutorId: string, now: Date): Attempt {
  requireSubmitted(attempt);
  return {
    ...attempt,
    claimedBy: tutorId,
    claimedAt: now,
    claimTouchedAt: now,
    takenOverFrom: attempt.claimedBy,
    claimLapsedFrom: null,
    updatedAt: now,
  };
}
