import type { Answer } from '../attempt/attempt.ts';
import { buildSentenceKey } from '../exam/build-sentence.ts';
import { validateCriterionScores } from '../exam/overall-score.ts';
import { DomainError } from '../shared/domain-error.ts';
import { type AnchoredComment, validateAnchoredComments } from './anchored-comment.ts';
import type { CriterionScore, Evaluation, LabelText, OverallScore, TaskText } from './evaluation.ts';
import { overallIn, type ScoringContext } from './scoring-context.ts';

/** What a tutor writes; saved as a draft any number of times, then published once. */
export type EvaluationContent = {
  criterionScores: CriterionScore[];
  strengths: LabelText[];
  weaknesses: LabelText[];
  areasOfImprovement: LabelText[];
  feedback: string;
  /** The revision of each written task's answer (one per task at most). */
  revisedAnswers: TaskText[];
  comments: AnchoredComment[];
};

export const maxListItems = 50;
export const maxLabelCharacters = 200;
export const maxItemTextCharacters = 5_000;
/** Limit of the general feedback and of each task's revised answer. */
export const maxLongTextCharacters = 20_000;

function length(text: string): number {
  return Array.from(text).length;
}

/** Validates and trims one label:text list (strengths, weaknesses or areas of improvement). */
export function validateLabelTexts(listName: string, items: readonly LabelText[]): LabelText[] {
  if (items.length > maxListItems) {
    throw new DomainError('BAD_USER_INPUT', 'TOO_MANY_ITEMS', `${listName} may have at most ${maxListItems} items.`);
  }
  return items.map((item, index) => {
    const label = typeof item.label === 'string' ? item.label.trim() : '';
    const text = typeof item.text === 'string' ? item.text.trim() : '';
    const position = `${listName}, item ${index + 1}`;
    if (!label) throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', `${position} needs a label.`);
    if (!text) throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', `${position} needs a text.`);
    if (length(label) > maxLabelCharacters) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'TEXT_TOO_LONG',
        `${position}: the label may be at most ${maxLabelCharacters} characters.`,
      );
    }
    if (length(text) > maxItemTextCharacters) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'TEXT_TOO_LONG',
        `${position}: the text may be at most 5,000 characters.`,
      );
    }
    return { label, text };
  });
}

function validateLongText(name: string, text: string): string {
  if (typeof text !== 'string') throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', `${name} must be text.`);
  if (length(text) > maxLongTextCharacters) {
    throw new DomainError('BAD_USER_INPUT', 'TEXT_TOO_LONG', `${name} may be at most 20,000 characters.`);
  }
  return text;
}

/**
 * Validates the revisions: each names a written task of the test once, each text within the limit as the single
 * revised answer was. Kept in the test's task order; a blank revision is the same as none and is not kept.
 */
export function validateRevisedAnswers(items: readonly TaskText[], taskKeys: readonly string[]): TaskText[] {
  if (!Array.isArray(items))
    throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', 'The revised answers must be a list.');
  const written = taskKeys.filter((key) => key !== buildSentenceKey);
  const seen = new Set<string>();
  for (const item of items) {
    if (typeof item?.taskKey !== 'string' || !written.includes(item.taskKey)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'UNKNOWN_VALUE',
        `A revised answer names a task this test has no written answer for.`,
      );
    }
    if (seen.has(item.taskKey)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'VALIDATION_FAILED',
        `The task ${item.taskKey} has more than one revised answer.`,
      );
    }
    seen.add(item.taskKey);
    validateLongText(`The revised answer of ${item.taskKey}`, item.text);
  }
  return written.flatMap((key) => {
    const text = items.find((item) => item.taskKey === key)?.text ?? '';
    return text.trim() === '' ? [] : [{ taskKey: key, text }];
  });
}

type GradingContext = ScoringContext;

/** What a tutor's content is checked against: the test and the submitted answers the comments point into. */
type ContentContext = GradingContext & { answers: readonly Answer[] };

/** Validates a tutor's content; scores may be partial (a draft) but each given score must be valid. */
export function validateEvaluationContent(content: EvaluationContent, context: ContentContext): EvaluationContent {
  return {
    criterionScores: validateCriterionScores(context.exam, content.criterionScores, {
      taskKeys: context.taskKeys,
      complete: false,
    }),
    strengths: validateLabelTexts('Strengths', content.strengths),
    weaknesses: validateLabelTexts('Weaknesses', content.weaknesses),
    areasOfImprovement: validateLabelTexts('Areas of Improvement', content.areasOfImprovement),
    feedback: validateLongText('General feedback', content.feedback),
    revisedAnswers: validateRevisedAnswers(content.revisedAnswers, context.taskKeys),
    comments: validateAnchoredComments(content.comments, context),
  };
}

function refuseIfPublished(evaluation: Evaluation | null): void {
  if (evaluation?.publishedAt) {
    throw new DomainError(
      'CONFLICT',
      'ALREADY_PUBLISHED',
      'This evaluation is already published and can no longer be changed.',
    );
  }
}

function provisionalOverall(scores: CriterionScore[], context: GradingContext): OverallScore | null {
  // Shown to the tutor while grading; a draft with missing scores simply has none yet.
  try {
    return overallIn(context, scores);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * Writes a draft: a new evaluation, or the existing unpublished one with its content replaced. The overall score is
 * computed as soon as every criterion is scored, for the tutor's eyes; the candidate sees nothing before publication.
 */
export function editEvaluation(
  current: Evaluation | null,
  content: EvaluationContent,
  context: ContentContext & { id: string; attemptId: string; tutorId: string; rubricVersion: string; now: Date },
): Evaluation {
  refuseIfPublished(current);
  const valid = validateEvaluationContent(content, context);
  return {
    id: current?.id ?? context.id,
    attemptId: context.attemptId,
    tutorId: context.tutorId,
    rubricVersion: current?.rubricVersion ?? context.rubricVersion,
    ...valid,
    overall: provisionalOverall(valid.criterionScores, context),
    publishedAt: null,
    updatedAt: context.now,
    version: current?.version ?? 1,
  };
}

/** Publishes a draft: every criterion scored and general feedback written; computes the overall score. */
export function publish(evaluation: Evaluation, context: GradingContext & { now: Date }): Evaluation {
  refuseIfPublished(evaluation);
  const overall = overallIn(context, evaluation.criterionScores);
  if (!evaluation.feedback.trim()) {
    throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', 'Write the general feedback before publishing.');
  }
  return { ...evaluation, overall, publishedAt: context.now, updatedAt: context.now };
}
