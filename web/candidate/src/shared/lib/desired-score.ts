/** The candidate's desired writing score as a number, or null when the profile holds none or a non-number (a grade). */
export function targetValue(target: string | null | undefined): number | null {
  const text = target?.trim() ?? '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** How a score stands against the target, in words that read without colour: '0.5 below', 'meets it', '1 above'. */
export function gapText(score: number, target: number): string {
  const gap = Math.round((score - target) * 10) / 10;
  if (gap === 0) return 'meets it';
  return gap < 0 ? `${-gap} below` : `${gap} above`;
}

/** The desired writing score the candidate gave for `exam` (desired scores are kept per exam); '' when none. */
export function desiredWritingScore(
  profile: { targetScores: readonly { exam: string; writing: string }[] } | null | undefined,
  exam: string,
): string {
  return profile?.targetScores.find((target) => target.exam === exam)?.writing.trim() ?? '';
}
