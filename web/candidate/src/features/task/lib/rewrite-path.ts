/** The rewrite screen of a rewrite; it carries the original attempt so the screen reads the test's tasks from it. */
export function rewritePath(rewrite: { id: string; originalAttemptId: string }): string {
  return `/dashboard/writingtasks/rewrite/${encodeURIComponent(rewrite.id)}?attempt=${encodeURIComponent(rewrite.originalAttemptId)}`;
}

/** The verdict in words, with a sign that reads without colour. */
export const verdictText: Record<string, { sign: string; text: string }> = {
  FIXED: { sign: '✓', text: 'Fixed' },
  PARTLY_FIXED: { sign: '◐', text: 'Partly fixed' },
  NOT_YET_FIXED: { sign: '✗', text: 'Not yet fixed' },
};
