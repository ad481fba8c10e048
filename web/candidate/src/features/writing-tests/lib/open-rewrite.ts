/** A rewrite as the tests list reads it. */
export type RewriteBrief = { id: string; originalAttemptId: string; endsAt: string; submittedAt: string | null };

/**
 * The whole minutes left of a rewrite still being written, for "Continue rewrite (N min left)"; null when there is
 * none, it was handed in, or its time has run out (the server then closes it).
 */
export function openRewriteMinutes(rewrite: RewriteBrief | null | undefined, now: number): number | null {
  if (!rewrite || rewrite.submittedAt !== null) return null;
  const left = new Date(rewrite.endsAt).getTime() - now;
  return left > 0 ? Math.ceil(left / 60_000) : null;
}
