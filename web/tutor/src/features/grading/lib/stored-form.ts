import { z } from 'zod';
import type { EvaluationFormState } from './evaluation-form-state';

const keyPrefix = 'mocktest.tutor.evaluation-form.';

const rows = z.array(z.object({ id: z.string(), label: z.string(), text: z.string() }));

// What a stored copy must look like to be offered back; anything else (an older shape, a hand edit) is ignored.
const storedFormSchema: z.ZodType<EvaluationFormState> = z.object({
  scores: z.record(z.string(), z.string()),
  strengths: rows,
  weaknesses: rows,
  areasOfImprovement: rows,
  feedback: z.string(),
  revisedAnswer: z.string(),
});

/** The form last typed for this attempt in this browser, if any. */
export function loadStoredForm(attemptId: string): EvaluationFormState | null {
  try {
    const raw = window.localStorage.getItem(keyPrefix + attemptId);
    if (!raw) return null;
    const parsed = storedFormSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
