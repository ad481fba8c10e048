/**
 * The sentence telling a candidate about the mock tests credited because an evaluation missed its promised time;
 * null when nothing was credited.
 */
export function extraTestsCreditText(extraTests: number | null | undefined): string | null {
  if (!extraTests || extraTests <= 0) return null;
  const tests = extraTests === 1 ? '1 extra mock test' : `${extraTests} extra mock tests`;
  const evaluations = extraTests === 1 ? 'an evaluation of yours was' : 'evaluations of yours were';
  return `${tests} credited because ${evaluations} late: it opens the next test of your exam, on top of your plan.`;
}
