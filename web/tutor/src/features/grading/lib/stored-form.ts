import { type EvaluationFormValues, type StoredForm, storedFormSchema } from './evaluation-form';

const keyPrefix = 'mocktest.tutor.evaluation-form.';

/** The form last typed for this attempt in this browser, if any. */
export function loadStoredForm(attemptId: string): StoredForm | null {
  try {
    const raw = window.localStorage.getItem(keyPrefix + attemptId);
    if (!raw) return null;
    // The form's own schema decides: anything else (a hand edit, an older shape) is ignored.
    const parsed = storedFormSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Mirrors the form so a crash, a lost network or a closed tab loses nothing typed. */
export function storeForm(attemptId: string, form: EvaluationFormValues): void {
  try {
    window.localStorage.setItem(keyPrefix + attemptId, JSON.stringify(form));
  } catch {
    // Storage full or disabled: the form still lives in memory, nothing else to do.
  }
}

/** Forgets the mirror once the evaluation is published. */
export function clearStoredForm(attemptId: string): void {
  try {
    window.localStorage.removeItem(keyPrefix + attemptId);
  } catch {
    // Same as above: nothing to clean if storage is unavailable.
  }
}
