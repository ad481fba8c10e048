/** Number of whitespace-separated pieces; blank text counts 0 (the old product's 1 was a bug). */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

// A sentence ends at . ! or ? (with any closing quotes or brackets) followed by space and a capital letter or digit,
// so that decimals (3.5) and lower-case abbreviations (e.g. this) do not split a sentence.
const sentenceBreak = /[.!?]+["')\]]*\s+(?=["'(]?[A-Z0-9])/g;

/** Number of sentences in the text; blank text counts 0. */
export function sentenceCount(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return (trimmed.match(sentenceBreak)?.length ?? 0) + 1;
}
