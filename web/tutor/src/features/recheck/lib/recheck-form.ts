/** The verdicts a tutor chooses from, in the order shown. */
export const verdictOptions = [
  { value: 'FIXED', label: 'Fixed', sign: '✓' },
  { value: 'PARTLY_FIXED', label: 'Partly fixed', sign: '◐' },
  { value: 'NOT_YET_FIXED', label: 'Not yet fixed', sign: '✗' },
] as const;

export type Verdict = (typeof verdictOptions)[number]['value'];

type Criterion = { taskKey?: string | null; key: string; label: string; min: number; max: number; step: number };

/** Every (task, criterion) the recheck judges: each rubric criterion for each task of the test, in rubric order. */
export function recheckRows(
  tasks: { key: string; title: string }[],
  criteria: Criterion[],
): { taskKey: string; taskTitle: string; criterion: Criterion }[] {
  return tasks.flatMap((task) =>
    criteria
      .filter((criterion) => !criterion.taskKey || criterion.taskKey === task.key)
      .map((criterion) => ({ taskKey: task.key, taskTitle: task.title, criterion })),
  );
}

export const rowKey = (taskKey: string, criterion: string) => `${taskKey}:${criterion}`;

type Score = { taskKey: string; criterion: string; score: number };

/** The original evaluation's score of one criterion on one task; undefined when it has none. */
export function originalScoreOf(scores: readonly Score[], taskKey: string, criterion: string): number | undefined {
  return scores.find((score) => score.taskKey === taskKey && score.criterion === criterion)?.score;
}

/**
 * Whether a row needs a verdict: its original score was below the criterion's maximum (or missing). As the server
 * rules (criteriaNeedingVerdict): a criterion the evaluation scored at the maximum had no weakness to fix.
 */
export function needsVerdict(max: number, originalScore: number | undefined): boolean {
  return originalScore === undefined || originalScore < max;
}

/** The form's starting scores: the original evaluation's, so the tutor changes only what improved. */
export function prefilledScores(
  rows: readonly { taskKey: string; criterion: { key: string; min: number } }[],
  originalScores: readonly Score[],
): Record<string, number> {
  return Object.fromEntries(
    rows.map((row) => [
      rowKey(row.taskKey, row.criterion.key),
      originalScoreOf(originalScores, row.taskKey, row.criterion.key) ?? row.criterion.min,
    ]),
  );
}
