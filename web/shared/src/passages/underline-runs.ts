/**
 * A machine-found point to underline in an answer (the automatic first read's flags): offsets in UTF-16 code units,
 * end exclusive. `kind` picks its colour, `label` is its tooltip and `key` names it in `data-flags`.
 */
export type Underline = { start: number; end: number; kind: string; label: string; key: string };

/** A run of text and the underlines covering all of it. */
export type UnderlineRun = { text: string; start: number; underlines: Underline[] };

/**
 * Splits `text` (which starts at `offset` in the answer) at every underline boundary inside it, so a run is either
 * under no underline or wholly under each of its underlines. Underlines outside the text or empty are ignored.
 */
export function underlineRuns(text: string, offset: number, underlines: readonly Underline[]): UnderlineRun[] {
  const end = offset + text.length;
  const inside = underlines.filter((line) => line.start < line.end && line.start < end && line.end > offset);
  if (inside.length === 0) return text === '' ? [] : [{ text, start: offset, underlines: [] }];
  const cuts = new Set<number>([offset, end]);
  for (const line of inside) {
    cuts.add(Math.max(line.start, offset));
    cuts.add(Math.min(line.end, end));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const runs: UnderlineRun[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i] as number;
    const to = points[i + 1] as number;
    if (from === to) continue;
    runs.push({
      text: text.slice(from - offset, to - offset),
      start: from,
      underlines: inside.filter((line) => line.start <= from && line.end >= to),
    });
  }
  return runs;
}
