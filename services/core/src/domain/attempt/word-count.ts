/** Number of whitespace-separated pieces of the text; an empty or blank text counts 0 (the old product said 1). */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}
