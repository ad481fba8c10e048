/** A commented passage of an answer: offsets in UTF-16 code units (JavaScript string indices), end exclusive. */
export type Passage = {
  start: number;
  end: number /** Shown in its marker; by default its place in the list, from 1. */;
  number?: number;
};

/** A run of the answer's text and the numbers of the passages covering it. */
export type Segment = { text: string; start: number; numbers: number[]; startsNumbers: number[] };

/**
 * Splits the answer at every passage boundary so overlapping passages can each be marked. `startsNumbers` lists the
 * passages that begin at a segment, where their numbered marker goes. Passages outside the text are ignored.
 */
export function passageSegments(text: string, passages: readonly Passage[]): Segment[] {
  const valid = passages
    .map((passage, index) => ({ ...passage, number: passage.number ?? index + 1 }))
    .filter((passage) => passage.start >= 0 && passage.start < passage.end && passage.end <= text.length);
  const cuts = new Set<number>([0, text.length]);
  for (const passage of valid) {
    cuts.add(passage.start);
    cuts.add(passage.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const start = points[i] as number;
    const end = points[i + 1] as number;
    if (start === end) continue;
    segments.push({
      text: text.slice(start, end),
      start,
      numbers: valid.filter((p) => p.start <= start && p.end >= end).map((p) => p.number),
      startsNumbers: valid.filter((p) => p.start === start).map((p) => p.number),
    });
  }
  return segments;
}

/** Marks a node so that offset counting skips it (the numbered markers are not part of the answer). */
export const markerAttribute = 'data-passage-marker';

/**
 * The offset in the answer's text of a DOM position inside `container`, counting only text outside the markers;
 * null when the position is not inside the container.
 */
export function textOffsetWithin(container: Node, node: Node, offset: number): number | null {
  if (!container.contains(node)) return null;
  const doc = container.ownerDocument ?? document;
  const range = doc.createRange();
  range.selectNodeContents(container);
  range.setEnd(node, offset);
  const before = range.cloneContents();
  for (const marker of before.querySelectorAll(`[${markerAttribute}]`)) marker.remove();
  return before.textContent?.length ?? 0;
}
