import { writtenTasks } from './sentence-order';

/** The rewrite screen of a rewrite; it carries the original attempt so the screen reads the test's tasks from it. */
export function rewritePath(rewrite: { id: string; originalAttemptId: string }): string {
  return `/dashboard/writingtasks/rewrite/${encodeURIComponent(rewrite.id)}?attempt=${encodeURIComponent(rewrite.originalAttemptId)}`;
}

/** The rewrite's instructions step, where its clock is started. */
export function rewriteIntroPath(attemptId: string): string {
  return `/dashboard/writingtasks/rewrite/start?attempt=${encodeURIComponent(attemptId)}`;
}

/** A rewrite's time: the test's, less TOEFL's Build a Sentence, which is not rewritten. */
export function rewriteMinutes(test: { totalMinutes: number; tasks: readonly { key: string; minutes: number }[] }) {
  const written = writtenTasks(test.tasks);
  return written.length === test.tasks.length
    ? test.totalMinutes
    : written.reduce((sum, task) => sum + task.minutes, 0);
}

/** The verdict in words, with a sign that reads without colour. */
export const verdictText: Record<string, { sign: string; text: string }> = {
  FIXED: { sign: '✓', text: 'Fixed' },
  PARTLY_FIXED: { sign: '◐', text: 'Partly fixed' },
  NOT_YET_FIXED: { sign: '✗', text: 'Not yet fixed' },
};
