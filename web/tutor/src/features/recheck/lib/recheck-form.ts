/** The verdicts a tutor chooses from, in the order shown. */
export const verdictOptions = [
  { value: 'FIXED', label: 'Fixed', sign: '✓' },
  { value: 'PARTLY_FIXED', label: 'Partly fixed', sign: '◐' },
  { value: 'NOT_YET_FIXED', label: 'Not yet fixed', sign: '✗' },
] as const;

export type Verdict = (typeof verdictOptions)[number]['value'];

type Criterion = { taskKey?: string | null; key: string; label: string; max: number };

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
