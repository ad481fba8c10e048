/**
 * When writing may begin. OET gives reading-only minutes before writing: the test's total minus its
 * tasks' writing minutes. Other exams start writing at once.
 */
export function writingOpensAt(
  test: { totalMinutes: number; tasks: { minutes: number }[] },
  startedAt: string,
): number {
  const writingMinutes = test.tasks.reduce((sum, task) => sum + task.minutes, 0);
  const readingMinutes = Math.max(0, test.totalMinutes - writingMinutes);
  return new Date(startedAt).getTime() + readingMinutes * 60_000;
}
