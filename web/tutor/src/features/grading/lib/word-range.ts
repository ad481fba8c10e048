/** The words of an answer with their character offsets (words: runs of non-space characters). */
export function wordSpans(text: string): { start: number; end: number }[] {
  return Array.from(text.matchAll(/\S+/g), (match) => ({ start: match.index, end: match.index + match[0].length }));
}

/**
 * The passage from word `first` to word `last` (counted from 1) as offsets into the answer, for tutors who choose a
 * passage with the keyboard instead of selecting it; null when the numbers do not name words of the answer.
 */
export function wordRange(text: string, first: number, last: number): { start: number; end: number } | null {
  const words = wordSpans(text);
  if (!Number.isInteger(first) || !Number.isInteger(last) || first < 1 || last < first || last > words.length) {
    return null;
  }
  const from = words[first - 1];
  const to = words[last - 1];
  return from && to ? { start: from.start, end: to.end } : null;
}
