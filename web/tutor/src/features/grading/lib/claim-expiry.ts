/**
 * The notice under the grading page's title while the tutor holds the claim: whole minutes left before it lapses
 * (the server lets another tutor take an answer whose claim nobody touched for CLAIM_IDLE_MINUTES).
 */
export function claimExpiryText(claimExpiresAt: string | null | undefined, now: Date): string | null {
  if (!claimExpiresAt) return null;
  const minutes = Math.ceil((new Date(claimExpiresAt).getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'Your claim has expired; save a draft to keep the answer if nobody has taken it.';
  return `Your claim expires in ${minutes} min unless you save a draft.`;
}
