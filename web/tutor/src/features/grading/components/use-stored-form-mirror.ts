import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EvaluationInput } from '../../../gql/graphql';
import type { EvaluationFormValues } from '../lib/evaluation-form';
import { clearStoredForm, storeForm } from '../lib/stored-form';

/** Mirrors an unpublished draft in the browser so a reload keeps it, and drops the copy once published. */
export function useStoredFormMirror(
  attemptId: string,
  readOnly: boolean,
  published: boolean,
  form: UseFormReturn<EvaluationFormValues, unknown, EvaluationInput>,
) {
  const { watch, getValues } = form;
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
}
