import { useMutation } from '@apollo/client/react';
import { type DescribedError, describeError } from '@mocktest/web-shared/api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { EvaluationInput } from '../../../gql/graphql';
import { amendEvaluationMutation } from '../graphql/amend-evaluation.operations';
import { publishEvaluationMutation, saveEvaluationMutation } from '../graphql/grading-mutations';
import { latestVersion } from '../lib/amend-versions';
import type { EvaluationFormValues } from '../lib/evaluation-form';
import { duplicateCommentMessage, firstDuplicatePair } from '../lib/passage-selection';
import { clearStoredForm } from '../lib/stored-form';

type EvaluationActionsOptions = {
  attemptId: string;
  basedOn: number;
  getValues: () => EvaluationFormValues;
  refetchVersions: () => Promise<unknown>;
  onDraftSaved: () => void;
  onAmended: () => void;
};

/** Save draft, publish and amend, with the busy state, the server's error and the confirm dialog they share. */
export function useEvaluationActions(options: EvaluationActionsOptions) {
  const { attemptId, basedOn, getValues, refetchVersions, onDraftSaved, onAmended } = options;
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [serverError, setServerError] = useState<DescribedError | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [saveEvaluation] = useMutation(saveEvaluationMutation);
  const [publishEvaluation] = useMutation(publishEvaluationMutation);
  const [amendEvaluation] = useMutation(amendEvaluationMutation);

  async function amend(input: EvaluationInput) {
    setBusy('publish');
    setServerError(null);
    try {
      const result = await amendEvaluation({
        variables: { attemptId, basedOnVersion: basedOn, input },
        refetchQueries: ['GradingItem'],
        awaitRefetchQueries: true,
      });
      await refetchVersions();
      const stored = latestVersion(result.data?.amendEvaluation.evaluationVersions ?? []);
      setConfirmOpen(false);
      onAmended();
      toast.success(`Amendment published as version ${stored?.number ?? basedOn + 1}.`, { duration: 3000 });
    } catch (caught) {
      setConfirmOpen(false);
      setServerError(describeError(caught));
      // Another tab may have amended it: show the version now stored.
      void refetchVersions().catch(() => undefined);
    } finally {
      setBusy(null);
    }
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
      onDraftSaved();
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

  return {
    busy,
    serverError,
    setServerError,
    confirmOpen,
    setConfirmOpen,
    amend,
    saveDraft,
    publish,
    refuseInvalid,
    refuseDuplicateComments,
  };
}
