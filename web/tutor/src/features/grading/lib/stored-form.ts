import type { EvaluationFormState, LabelTextRow } from './evaluation-form-state';

const keyPrefix = 'mocktest.tutor.evaluation-form.';

function isRows(value: unknown): value is LabelTextRow[] {
  return (
    Array.isArray(value) &&
    value.every(
      (row) =>
        typeof row === 'object' &&
        row !== null &&
        typeof row.id === 'string' &&
        typeof row.label === 'string' &&
        typeof row.text === 'string',
    )
  );
}

function isForm(value: unknown): value is EvaluationFormState {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return (
    typeof form.scores === 'object' &&
    form.scores !== null &&
    Object.values(form.scores).every((score) => typeof score === 'string') &&
    isRows(form.strengths) &&
    isRows(form.weaknesses) &&
    isRows(form.areasOfImprovement) &&
    typeof form.feedback === 'string' &&
    typeof form.revisedAnswer === 'string'
  );
}

/** The form last typed for this attempt in this browser, if any. */
export function loadStoredForm(attemptId: string): EvaluationFormState | null {
  try {
    const raw = window.localStorage.getItem(keyPrefix + attemptId);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isForm(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Mirrors the form so a crash, a lost network or a closed tab loses nothing typed. */
export function storeForm(attemptId: string, form: EvaluationFormState): void {
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
