/** A phrase of the tutor's comment bank as the grading page uses it. */
export type BankPhrase = { id: string; criterion: string; text: string };

/** The phrases of one criterion, in the bank's order (oldest first). */
export function phrasesOf(phrases: readonly BankPhrase[], criterion: string): BankPhrase[] {
  return phrases.filter((phrase) => phrase.criterion === criterion);
}

/**
 * `text` with `phrase` put in place of its selection (the caret when nothing is selected), a space added on a side
 * where it would otherwise run into a word; null when the result would be longer than `max`. `caret` is where the
 * caret goes: after the phrase.
 */
export function insertPhrase(
  text: string,
  phrase: string,
  selection: { start: number; end: number },
  max: number,
): { text: string; caret: number } | null {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const before = text.slice(0, start);
  const after = text.slice(end);
  const spaceBefore = before !== '' && !/\s$/.test(before) ? ' ' : '';
  const spaceAfter = after !== '' && !/^[\s.,;:!?)]/.test(after) ? ' ' : '';
  const inserted = `${spaceBefore}${phrase}${spaceAfter}`;
  const result = before + inserted + after;
  if (result.length > max) return null;
  return { text: result, caret: before.length + spaceBefore.length + phrase.length };
}
