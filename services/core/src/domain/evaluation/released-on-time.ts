/**
 * Whether the evaluation was released within the plan's promise: published no later than the deadline (an attempt
 * without a deadline was promised no time, so it is never late). Null while nothing is published.
 */
export function releasedOnTime(
  attempt: { deadlineAt: Date | null },
  evaluation: { publishedAt: Date | null } | null,
): boolean | null {
  const publishedAt = evaluation?.publishedAt ?? null;
  if (publishedAt === null) return null;
  return attempt.deadlineAt === null || publishedAt.getTime() <= attempt.deadlineAt.getTime();
}
