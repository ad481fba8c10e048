/**
 * When the evaluation of an answer submitted at `submittedAt` is due: the plan's evaluation minutes later, or
 * `overrideSeconds` later when an override is configured (demos and tests).
 */
export function deadlineFor(submittedAt: Date, evaluationMinutes: number, overrideSeconds: number | null): Date {
  const delayMs = overrideSeconds === null ? evaluationMinutes * 60_000 : overrideSeconds * 1000;
  return new Date(submittedAt.getTime() + delayMs);
}
