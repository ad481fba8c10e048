/** Number of whitespace-separated pieces; blank text counts 0 (the old product's 1 was a bug). */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}
