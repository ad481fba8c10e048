import type { ScoreField } from './score-fields';

export type ChosenScores = {
  criterionScores: { taskKey: string; criterion: string; score: number }[];
  taskKeys: string[];
  complete: boolean;
};

/** The scores chosen so far as the server reads them, the graded tasks, and whether every field has a score. */
export function chosenScores(scores: Record<string, string | undefined>, fields: ScoreField[]): ChosenScores {
  const criterionScores = fields.flatMap((field) => {
    const value = scores[field.id];
    if (value === undefined || value === '') return [];
    const score = Number(value);
    return Number.isFinite(score) ? [{ taskKey: field.taskKey, criterion: field.criterion, score }] : [];
  });
  const taskKeys = [...new Set(fields.map((field) => field.taskKey))];
  return { criterionScores, taskKeys, complete: fields.length > 0 && criterionScores.length === fields.length };
}
