/** An SVG from the server as an <img> source: an <img> never runs scripts the markup might carry. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const writingKindLabels: Record<string, string> = {
  formal: 'Formal letter',
  'semi-formal': 'Semi-formal letter',
  informal: 'Informal letter',
  opinion: 'Opinion essay',
  discussion: 'Discussion essay',
  'problem-solution': 'Problem-solution essay',
  'advantages-disadvantages': 'Advantages and disadvantages essay',
  'two-part': 'Two-part question essay',
};

/** A task's letter or essay kind as people say it ('semi-formal' is 'Semi-formal letter'); an unknown kind as is. */
export function writingKindLabel(kind: string): string {
  return writingKindLabels[kind] ?? kind;
}
