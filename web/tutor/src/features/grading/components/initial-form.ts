import type { GradingItemFieldsFragment } from '../../../gql/graphql';
import { prefillRevisedAnswers } from '../lib/answer-text';
import { type EvaluationFormValues, formFromEvaluation, sameEvaluation } from '../lib/evaluation-form';
import type { ScoreField } from '../lib/score-fields';
import { loadStoredForm } from '../lib/stored-form';

export type InitialForm = { form: EvaluationFormValues; restored: boolean };

export function initialForm(item: GradingItemFieldsFragment, editable: boolean, fields: ScoreField[]): InitialForm {
  const { attempt, evaluation } = item;
  // Only the tutor who grades gets the candidate's text as a starting point; a reader sees what was written.
  const prefill = prefillRevisedAnswers(attempt.mockTest.tasks, attempt.answers, editable);
  const fromServer = formFromEvaluation(evaluation, prefill);
  if (evaluation?.published) return { form: fromServer, restored: false };
  const kept = editable ? loadStoredForm(attempt.id) : null;
  if (!kept) return { form: fromServer, restored: false };
  // A copy stored before revisions were per task takes them from the server.
  const stored = { ...kept, revisedAnswers: kept.revisedAnswers ?? fromServer.revisedAnswers };
  return { form: stored, restored: !sameEvaluation(stored, fromServer, fields) };
}

/** The published evaluation as a form, without the candidate's text as revisions (used to amend it). */
export function publishedForm(item: GradingItemFieldsFragment): EvaluationFormValues {
  return formFromEvaluation(item.evaluation, prefillRevisedAnswers(item.attempt.mockTest.tasks, [], false));
}
