import { z } from 'zod';
import type { EvaluationInput } from '../../../gql/graphql';
import { type ScoreField, scoreFieldId } from './score-fields';

// The same limits as the inputs' maxLength, so a stored copy or a pasted text cannot exceed what the form shows.
const row = z.object({ label: z.string().max(200), text: z.string().max(5000) });

/** The server's limit of one comment on a passage. */
export const maxCommentCharacters = 1000;

// A comment on a passage of one task's answer (offsets into the submitted text, end exclusive).
const comment = z.object({
  taskKey: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(1),
  criterion: z.string(),
  text: z.string().max(maxCommentCharacters),
});

/**
 * The grading form: what it holds while the tutor types (react-hook-form's values) and what a stored copy must
 * look like to be offered back. Drafts may be partial: the server checks completeness on publish.
 */
export const evaluationFormSchema = z.object({
  /** Score per score field id; '' while not chosen yet. */
  scores: z.record(z.string(), z.string()),
  strengths: z.array(row),
  weaknesses: z.array(row),
  areasOfImprovement: z.array(row),
  feedback: z.string().max(20000),
  /** The revised answer of each written task, by task key (each starts as the candidate's answer of that task). */
  revisedAnswers: z.record(z.string(), z.string().max(20000)),
  /** Comments on passages of the answers. */
  comments: z.array(comment),
});

/**
 * What a copy stored in this browser must look like; one stored before comments existed has none. One stored before
 * revisions were per task (a single `revisedAnswer`) has none either: the form takes them from the server instead.
 */
export const storedFormSchema = evaluationFormSchema.extend({
  comments: z.array(comment).default([]),
  revisedAnswers: z.record(z.string(), z.string().max(20000)).optional(),
});

export type StoredForm = z.infer<typeof storedFormSchema>;

export type PassageComment = z.infer<typeof comment>;

export type EvaluationFormValues = z.infer<typeof evaluationFormSchema>;

export type LabelTextListName = 'strengths' | 'weaknesses' | 'areasOfImprovement';

type EvaluationData = {
  criterionScores: { taskKey: string; criterion: string; score: number }[];
  strengths: { label: string; text: string }[];
  weaknesses: { label: string; text: string }[];
  areasOfImprovement: { label: string; text: string }[];
  feedback: string;
  revisedAnswers: { taskKey: string; text: string }[];
  comments?: PassageComment[];
};

function toRows(items: { label: string; text: string }[]): EvaluationFormValues['strengths'] {
  return items.map((item) => ({ label: item.label, text: item.text }));
}

/**
 * The form as the server's evaluation (draft or published) fills it. `prefill` names every written task, with the
 * text a task's revised answer starts from when the tutor has not written one ('' for a reader).
 */
export function formFromEvaluation(
  evaluation: EvaluationData | null,
  prefill: Record<string, string>,
): EvaluationFormValues {
  const revisedAnswers: Record<string, string> = {};
  for (const [taskKey, text] of Object.entries(prefill)) {
    const written = evaluation?.revisedAnswers.find((entry) => entry.taskKey === taskKey)?.text ?? '';
    revisedAnswers[taskKey] = written !== '' ? written : text;
  }
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
    revisedAnswers,
    comments: (evaluation?.comments ?? []).map(({ taskKey, start, end, criterion, text }) => ({
      taskKey,
      start,
      end,
      criterion,
      text,
    })),
  };
}

function rowsToInput(rows: EvaluationFormValues['strengths']): { label: string; text: string }[] {
  // A row left completely blank is an unused "Add" click, not something to send.
  return rows
    .map((item) => ({ label: item.label.trim(), text: item.text.trim() }))
    .filter((item) => item.label !== '' || item.text !== '');
}

/** The mutation input: only the scores chosen so far (drafts may be partial; the server checks completeness). */
export function toEvaluationInput(form: EvaluationFormValues, fields: ScoreField[]): EvaluationInput {
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
    // A task left blank has no revision (the server keeps none for it either).
    revisedAnswers: Object.entries(form.revisedAnswers)
      .filter(([, text]) => text.trim() !== '')
      .map(([taskKey, text]) => ({ taskKey, text })),
    comments: form.comments.map((item) => ({ ...item, text: item.text.trim() })),
  };
}

/** The schema react-hook-form checks on Save draft and Publish; it hands the submit handler the mutation input. */
export function evaluationInputSchema(fields: ScoreField[]) {
  return evaluationFormSchema.transform((form) => toEvaluationInput(form, fields));
}

/** Whether two forms would send the same evaluation (blank rows and untouched score selects do not count). */
export function sameEvaluation(a: EvaluationFormValues, b: EvaluationFormValues, fields: ScoreField[]): boolean {
  return JSON.stringify(toEvaluationInput(a, fields)) === JSON.stringify(toEvaluationInput(b, fields));
}
