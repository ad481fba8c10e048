export type RubricCriterionInput = {
  taskKey: string | null;
  key: string;
  label: string;
  min: number;
  max: number;
  step: number;
  /** What each score stands for, one line per score; absent or empty when the rubric has none. */
  descriptors?: ScoreDescriptor[];
};

export type ScoreDescriptor = { score: number; text: string };

export type ScoreField = {
  /** Stable id of the (task, criterion) pair, used as the form key. */
  id: string;
  taskKey: string;
  criterion: string;
  label: string;
  options: number[];
  /** The rubric's one-line descriptor per score, when it has them. */
  descriptors?: ScoreDescriptor[];
};

/** The descriptor of one chosen score of a field (the form's string value), if the rubric has one. */
export function scoreDescriptor(field: ScoreField, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const score = Number(value);
  return field.descriptors?.find((descriptor) => descriptor.score === score)?.text;
}

/** The form key of one criterion score on one task. */
export function scoreFieldId(taskKey: string, criterion: string): string {
  return `${taskKey}::${criterion}`;
}

function roundScore(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The allowed values of a criterion, from min to max by step (e.g. 0, 0.5, …, 9). */
export function scoreOptions(min: number, max: number, step: number): number[] {
  if (!(step > 0) || max < min) return [min];
  const count = Math.floor((max - min) / step + 1e-9);
  // A malformed rubric must not render thousands of options.
  if (count > 500) return [min, max];
  return Array.from({ length: count + 1 }, (_, index) => roundScore(min + index * step));
}

/**
 * One score per task and criterion that applies to it: a criterion without a task applies to every task,
 * otherwise only to its own. Grouped by task, in the test's task order.
 */
export function scoreFields(tasks: { key: string; title: string }[], criteria: RubricCriterionInput[]): ScoreField[] {
  return tasks.flatMap((task) =>
    criteria
      .filter((criterion) => criterion.taskKey === null || criterion.taskKey === task.key)
      .map((criterion) => ({
        id: scoreFieldId(task.key, criterion.key),
        taskKey: task.key,
        criterion: criterion.key,
        label: `${task.title} — ${criterion.label}`,
        options: scoreOptions(criterion.min, criterion.max, criterion.step),
        descriptors: criterion.descriptors ?? [],
      })),
  );
}
