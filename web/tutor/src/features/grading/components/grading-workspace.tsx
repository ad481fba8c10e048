import { zodResolver } from '@hookform/resolvers/zod';
import { ConfirmDialog } from '@mocktest/web-shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { EvaluationInput, GradingItemFieldsFragment } from '../../../gql/graphql';
import { prefillRevisedAnswers, writtenTasks } from '../lib/answer-text';
import { type EvaluationFormValues, evaluationInputSchema, formFromEvaluation } from '../lib/evaluation-form';
import { scoreFields } from '../lib/score-fields';
import { AmendVersions } from './amend-versions';
import { EvaluationForm } from './evaluation-form';
import { initialForm, publishedForm } from './initial-form';
import { LiveOverall, useOverallPreview } from './live-overall';
import { PublishedSummary } from './published-summary';
import { RestoredNotice } from './restored-notice';
import { useAmendVersions } from './use-amend-versions';
import { useEvaluationActions } from './use-evaluation-actions';
import { useStoredFormMirror } from './use-stored-form-mirror';

type GradingWorkspaceProps = {
  item: GradingItemFieldsFragment;
  /** Decided before mounting: false when the evaluation is published or the claim failed. */
  editable: boolean;
};

/** The grading form with its state, its local mirror, and the save and publish actions. */
export function GradingWorkspace({ item, editable }: GradingWorkspaceProps) {
  const attemptId = item.attempt.id;
  const published = item.evaluation?.published === true;
  const { versions, amendable, amending, setAmending, amendAsked, basedOn, refetchVersions } = useAmendVersions(
    attemptId,
    published,
  );
  const readOnly = amending ? false : published || !editable;
  const fields = useMemo(
    () => scoreFields(item.attempt.mockTest.tasks, item.exam.rubric.criteria),
    [item.attempt.mockTest.tasks, item.exam.rubric.criteria],
  );
  const [start] = useState(() => initialForm(item, editable, fields));
  // Save draft and Publish both go through the schema, which hands them the mutation input.
  const form = useForm<EvaluationFormValues, unknown, EvaluationInput>({
    resolver: zodResolver(evaluationInputSchema(fields)),
    defaultValues: start.form,
  });
  const { handleSubmit, reset, getValues } = form;
  const overall = useOverallPreview(item.exam.key, attemptId, fields, form.control);
  const [restored, setRestored] = useState(start.restored);
  const actions = useEvaluationActions({
    attemptId,
    basedOn,
    getValues,
    refetchVersions,
    onDraftSaved: () => setRestored(false),
    onAmended: () => setAmending(false),
  });
  const { busy, serverError, setServerError, confirmOpen, setConfirmOpen } = actions;

  useStoredFormMirror(attemptId, readOnly, published, form);

  /** Starts or ends an amend from the published text, dropping any error shown. */
  function setAmendingFromPublished(next: boolean) {
    reset(publishedForm(item));
    setServerError(null);
    setAmending(next);
  }

  useEffect(() => {
    if (amendable && amendAsked.current) {
      amendAsked.current = false;
      setAmendingFromPublished(true);
    }
  });

  function discardLocalChanges() {
    const { attempt, evaluation } = item;
    reset(formFromEvaluation(evaluation, prefillRevisedAnswers(attempt.mockTest.tasks, attempt.answers)));
    setRestored(false);
  }

  return (
    <section className="grade-form" aria-label="Grading">
      {published && item.evaluation ? (
        <PublishedSummary evaluation={item.evaluation} exam={item.exam.key} amendable={amendable} />
      ) : null}
      {published ? (
        <AmendVersions
          versions={versions}
          amendable={amendable}
          amending={amending}
          onAmend={() => setAmendingFromPublished(true)}
        />
      ) : null}
      {restored && !readOnly ? <RestoredNotice onDiscard={discardLocalChanges} /> : null}
      <div className="card">
        <FormProvider {...form}>
          {readOnly ? null : <LiveOverall preview={overall} />}
          <EvaluationForm
            fields={fields}
            scoring={item.exam.rubric.scoring}
            rubricVersion={item.exam.rubric.version}
            answers={{
              exam: item.exam.key,
              // Passages are commented in written answers only, not in Build a Sentence's positions.
              tasks: writtenTasks(item.attempt.mockTest.tasks),
              answers: item.attempt.answers,
              criteria: item.exam.rubric.criteria,
            }}
            readOnly={readOnly}
            busy={busy}
            serverError={serverError}
            onSaveDraft={() => {
              if (!actions.refuseDuplicateComments()) void handleSubmit(actions.saveDraft, actions.refuseInvalid)();
            }}
            onPublish={() => {
              setServerError(null);
              if (!actions.refuseDuplicateComments()) setConfirmOpen(true);
            }}
            onCancelAmend={amending ? () => setAmendingFromPublished(false) : undefined}
          />
        </FormProvider>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        title={amending ? 'Publish this amendment?' : 'Publish this evaluation?'}
        description={`${overall.display ? `Overall: ${overall.display}. ` : ''}${amending ? `It becomes version ${basedOn + 1}; the` : 'The'} candidate will see it once the deadline has passed.`}
        confirmLabel={amending ? 'Publish amendment' : 'Publish'}
        cancelLabel="Cancel"
        busy={busy === 'publish'}
        onConfirm={() => void handleSubmit(amending ? actions.amend : actions.publish, actions.refuseInvalid)()}
        onCancel={() => setConfirmOpen(false)}
      />
    </section>
  );
}
