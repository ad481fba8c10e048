import type { EvaluationInput } from '../../../gql/graphql';
import { type ScoreField, scoreFieldId } from './score-fields';

export type LabelTextRow = { id: string; label: string; text: string };

export type LabelTextListName = 'strengths' | 'weaknesses' | 'areasOfImprovement';

export type EvaluationFormState = {
  /** Score per score field id; '' while not chosen yet. */
  scores: Record<string, string>;
  strengths: LabelTextRow[];
  weaknesses: LabelTextRow[];
  areasOfImprovement: LabelTextRow[];
  feedback: string;
  revisedAnswer: string;
};

type EvaluationData = {
  criterionScores: { taskKey: string; criterion: string; score: number }[];
  strengths: { label: string; text: string }[];
  weaknesses: { label: string; text: string }[];
  areasOfImprovement: { label: string; text: string }[];
  feedback: string;
  revisedAnswer: string;
};

let rowCounter = 0;

/** A fresh row id; rows need stable keys while being edited and removed. */
export function newRowId(): string {
  rowCounter += 1;
  return `row-${Date.now().toString(36)}-${rowCounter}`;
}

function toRows(items: { label: string; text: string }[]): LabelTextRow[] {
  return items.map((item) => ({ id: newRowId(), label: item.label, text: item.text }));
}

/** The form as the server's evaluation (draft or published) fills it; an empty revised answer gets the prefill. */
export function formFromEvaluation(
  evaluation: EvaluationData | null,
  prefillRevisedAnswer: string,
): EvaluationFormState {
  const scores: Record<string, string> = {};
  for (const score of evaluation?.criterionScores ?? []) {
    scores[scoreFieldId(score.taskKey, score.criterion)] = String(score.score);
  }
  return {
    scores,
    strengths: toRows(evaluation?.strengths ?? []),
    weaknesses: toRows(evaluation?.weaknesses ?? []),
    areasOfImprovement: toRows(evaluation?.areasOfImprovement ?? []),
    feedback: evaluation?.feedback ?? '',
    revisedAnswer: evaluation?.revisedAnswer ? evaluation.revisedAnswer : prefillRevisedAnswer,
  };
}

function rowsToInput(rows: LabelTextRow[]): { label: string; text: string }[] {
  // A row left completely blank is an unused "Add" click, not something to send.
  return rows
    .map((row) => ({ label: row.label.trim(), text: row.text.trim() }))
    .filter((row) => row.label !== '' || row.text !== '');
}

/** The mutation input: only the scores chosen so far (drafts may be partial; the server checks completeness). */
export function toEvaluationInput(form: EvaluationFormState, fields: ScoreField[]): EvaluationInput {
  const criterionScores = fields.flatMap((field) => {
    const value = form.scores[field.id];
    if (value === undefined || value === '') return [];
    const score = Number(value);
    return Number.isFinite(score) ? [{ taskKey: field.taskKey, criterion: field.criterion, score }] : [];
  });
  return {
    criterionScores,
    strengths: rowsToInput(form.strengths),
    weaknesses: rowsToInput(form.weaknesses),
    areasOfImprovement: rowsToInput(form.areasOfImprovement),
    feedback: form.feedback,
    revisedAnswer: form.revisedAnswer,
  };
}

/** Whether two forms would send the same evaluation (row ids and blank rows do not count). */
export function sameEvaluation(a: EvaluationFormState, b: EvaluationFormState, fields: ScoreField[]): boolean {
  return JSON.stringify(toEvaluationInput(a, fields)) === JSON.stringify(toEvaluationInput(b, fields));
}
