/** A rubric criterion as the second-marking form needs it. */
export type ScaleCriterion = {
  taskKey?: string | null;
  key: string;
  label: string;
  min: number;
  max: number;
  step: number;
};

/** Every score the criterion's scale allows, lowest first (steps of 0.5 or 1, computed without drifting). */
export function scoreOptions(criterion: Pick<ScaleCriterion, 'min' | 'max' | 'step'>): number[] {
  const count = Math.round((criterion.max - criterion.min) / criterion.step);
  return Array.from({ length: count + 1 }, (_, index) => Number((criterion.min + index * criterion.step).toFixed(4)));
}

/** The criteria scored on one task: its own and those that apply to every task. */
export function criteriaOfTask<T extends Pick<ScaleCriterion, 'taskKey'>>(
  criteria: readonly T[],
  taskKey: string,
): T[] {
  return criteria.filter((criterion) => !criterion.taskKey || criterion.taskKey === taskKey);
}

/** The key a score is kept under in the form. */
export const scoreKey = (taskKey: string, criterion: string) => `${taskKey}:${criterion}`;
