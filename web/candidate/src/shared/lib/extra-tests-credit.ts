/**
 * The sentence telling a candidate about the mock tests credited because an evaluation missed its promised time;
 * null when nothing was credited.
 */
export function extraTestsCreditText(extraTests: number | null | undefined): string | null {
  if (!extraTests || extraTests <= 0) return null;
  if (extraTests === 1) {
    return '1 extra mock test credited because an evaluation of yours was late: it opens the next test of your exam.';
  }
  return `${extraTests} extra mock tests credited because evaluations of yours were late: they open the next ${extraTests} tests of your exam.`;
}
