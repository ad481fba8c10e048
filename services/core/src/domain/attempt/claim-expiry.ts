import type { TutorClaim } from './attempt.ts';

type ClaimFields = Pick<TutorClaim, 'claimedBy' | 'claimedAt' | 'claimTouchedAt'>;

/**
 * When the current claim lapses: its holder's last touch (the claim itself or a saved draft) plus the idle minutes.
 * Null when nobody holds the attempt. Evaluated whenever a claim is read or taken, so no sweep job is needed.
 */
export function claimExpiresAt(attempt: ClaimFields, idleMinutes: number): Date | null {
  const touched = attempt.claimTouchedAt ?? attempt.claimedAt;
  if (attempt.claimedBy === null || touched === null) return null;
  return new Date(touched.getTime() + idleMinutes * 60_000);
}

/** A claim left idle for the stated time counts as unclaimed: another tutor may take the attempt. */
export function isClaimExpired(attempt: ClaimFields, idleMinutes: number, now: Date): boolean {
  const expiresAt = claimExpiresAt(attempt, idleMinutes);
  return expiresAt !== null && now.getTime() >= expiresAt.getTime();
}

/** Who holds the attempt now, as a reader sees it: nobody once the claim has expired. */
export function activeClaimHolder(attempt: ClaimFields, idleMinutes: number, now: Date): string | null {
  return isClaimExpired(attempt, idleMinutes, now) ? null : attempt.claimedBy;
}

/** What the tutor whose idle claim another tutor took is told when they try to save or publish. */
export function claimExpiredMessage(idleMinutes: number): string {
  return `Your claim on this answer expired after ${idleMinutes} minutes of inactivity and another tutor has taken it.`;
}
