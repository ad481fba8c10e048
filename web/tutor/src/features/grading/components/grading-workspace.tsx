import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type DescribedError, describeError } from '@mocktest/web-shared/api';
import { ConfirmDialog } from '@mocktest/web-shared/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { EvaluationInput, GradingItemFieldsFragment } from '../../../gql/graphql';
import { Notice } from '../../../shared/ui/notice';
import { amendEvaluationMutation, gradingVersionsQuery } from '../graphql/amend-evaluation.operations';
import { publishEvaluationMutation, saveEvaluationMutation } from '../graphql/grading-mutations';
import { latestVersion } from '../lib/amend-versions';
import { prefillRevisedAnswers, writtenTasks } from '../lib/answer-text';
import {
  type EvaluationFormValues,
  evaluationInputSchema,
  formFromEvaluation,
  sameEvaluation,
} from '../lib/evaluation-form';
import { duplicateCommentMessage, firstDuplicatePair } from '../lib/passage-selection';
import { type ScoreField, scoreFields } from '../lib/score-fields';
import { clearStoredForm, loadStoredForm, storeForm } from '../lib/stored-form';
import { AmendVersions } from './amend-versions';
import { EvaluationForm } from './evaluation-form';
import { LiveOverall, useOverallPreview } from './live-overall';
import { PublishedSummary } from './published-summary';

type GradingWorkspaceProps = {
  item: GradingItemFieldsFragment;
  /** Decided before mounting: false when the evaluation is published or the claim failed. */
  editable: boolean;
};

type InitialForm = { form: EvaluationFormValues; restored: boolean };

function initialForm(item: GradingItemFieldsFragment, editable: boolean, fields: ScoreField[]): InitialForm {
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

/** The grading form with its state, its local mirror, and the save and publish actions. */
export function GradingWorkspace({ item, editable }: GradingWorkspaceProps) {
  const navigate = useNavigate();
  const attemptId = item.attempt.id;
  const published = item.evaluation?.published === true;
  // A published evaluation opens again for its publisher until the release ("Amend"; ?amend=1 from My work).
  const [searchParams] = useSearchParams();
  const versionsQuery = useQuery(gradingVersionsQuery, {
    variables: { attemptId },
    skip: !published,
    // Kept out of the cache: QueueItem has no id, so two queries of gradingItem would overwrite each other there.
    fetchPolicy: 'no-cache',
  });
  const versions = versionsQuery.data?.gradingItem?.evaluationVersions ?? [];
  const amendable = versionsQuery.data?.gradingItem?.amendable === true;
  const [amending, setAmending] = useState(false);
  const amendAsked = useRef(searchParams.get('amend') === '1');
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
  const { handleSubmit, reset, watch, getValues } = form;
  const overall = useOverallPreview(item.exam.key, attemptId, fields, form.control);
  const [restored, setRestored] = useState(start.restored);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [serverError, setServerError] = useState<DescribedError | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [saveEvaluation] = useMutation(saveEvaluationMutation);
  const [publishEvaluation] = useMutation(publishEvaluationMutation);
  const [amendEvaluation] = useMutation(amendEvaluationMutation);
  const basedOn = latestVersion(versions)?.number ?? 1;

  useEffect(() => {
    // An amend starts from the published text each time: it is not mirrored in the browser.
    if (readOnly || published) return;
    storeForm(attemptId, getValues());
    const subscription = watch(() => storeForm(attemptId, getValues()));
    return () => subscription.unsubscribe();
  }, [attemptId, readOnly, published, watch, getValues]);

  useEffect(() => {
    if (published) clearStoredForm(attemptId);
  }, [attemptId, published]);

  function startAmend() {
    reset(formFromEvaluation(item.evaluation, prefillRevisedAnswers(item.attempt.mockTest.tasks, [], false)));
    setServerError(null);
    setAmending(true);
  }

  useEffect(() => {
    if (amendable && amendAsked.current) {
      amendAsked.current = false;
      startAmend();
    }
  });

  function cancelAmend() {
    reset(formFromEvaluation(item.evaluation, prefillRevisedAnswers(item.attempt.mockTest.tasks, [], false)));
    setServerError(null);
    setAmending(false);
  }

  async function amend(input: EvaluationInput) {
    setBusy('publish');
    setServerError(null);
    try {
      const result = await amendEvaluation({
        variables: { attemptId, basedOnVersion: basedOn, input },
        refetchQueries: ['GradingItem'],
        awaitRefetchQueries: true,
      });
      await versionsQuery.refetch();
      const stored = latestVersion(result.data?.amendEvaluation.evaluationVersions ?? []);
      setConfirmOpen(false);
      setAmending(false);
      toast.success(`Amendment published as version ${stored?.number ?? basedOn + 1}.`, { duration: 3000 });
    } catch (caught) {
      setConfirmOpen(false);
      setServerError(describeError(caught));
      // Another tab may have amended it: show the version now stored.
      void versionsQuery.refetch().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  }

  function discardLocalChanges() {
    const { attempt, evaluation } = item;
    reset(formFromEvaluation(evaluation, prefillRevisedAnswers(attempt.mockTest.tasks, attempt.answers)));
    setRestored(false);
  }

  function refuseInvalid() {
    // Only a text longer than its field allows gets here (the inputs' maxLength stops typing it).
    setConfirmOpen(false);
    setServerError({ code: 'BAD_USER_INPUT', message: 'A text is longer than its field allows; shorten it.' });
  }

  /** Refuses two comments on the same passage with the same criterion (e.g. from a copy stored earlier). */
  function refuseDuplicateComments(): boolean {
    const pair = firstDuplicatePair(getValues().comments);
    if (!pair) return false;
    setConfirmOpen(false);
    setServerError({ code: 'BAD_USER_INPUT', message: duplicateCommentMessage(...pair) });
    return true;
  }

  async function saveDraft(input: EvaluationInput) {
    setBusy('save');
    setServerError(null);
    try {
      await saveEvaluation({ variables: { attemptId, input } });
      setRestored(false);
      toast.success('Draft saved.', { duration: 3000 });
    } catch (caught) {
      setServerError(describeError(caught));
    } finally {
      setBusy(null);
    }
  }

  async function publish(input: EvaluationInput) {
    setBusy('publish');
    setServerError(null);
    try {
      await publishEvaluation({ variables: { attemptId, input } });
      clearStoredForm(attemptId);
      setConfirmOpen(false);
      toast.success('Evaluation published.', { duration: 3000 });
      navigate('/');
    } catch (caught) {
      setConfirmOpen(false);
      setServerError(describeError(caught));
      setBusy(null);
    }
  }

  return (
    <section className="grade-form" aria-label="Grading">
      {published && item.evaluation ? (
        <PublishedSummary evaluation={item.evaluation} exam={item.exam.key} amendable={amendable} />
      ) : null}
      {published ? (
        <AmendVersions versions={versions} amendable={amendable} amending={amending} onAmend={startAmend} />
      ) : null}
      {restored && !readOnly ? (
        <Notice tone="info">
          <p>Your unsaved changes from this browser were restored.</p>
          <button type="button" className="button button--secondary button--small" onClick={discardLocalChanges}>
            Discard them
          </button>
        </Notice>
      ) : null}
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
              if (!refuseDuplicateComments()) void handleSubmit(saveDraft, refuseInvalid)();
            }}
            onPublish={() => {
              setServerError(null);
              if (!refuseDuplicateComments()) setConfirmOpen(true);
            }}
            onCancelAmend={amending ? cancelAmend : undefined}
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
        onConfirm={() => void handleSubmit(amending ? amend : publish, refuseInvalid)()}
        onCancel={() => setConfirmOpen(false)}
      />
    </section>
  );
}
