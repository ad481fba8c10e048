/** A highlighted stretch of a pane's text, as character offsets into its text nodes read in order. */
export type TextSpan = [start: number, end: number];

function textNodes(root: Node): Text[] {
  const nodes: Text[] = [];
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  if (!walker) return nodes;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Where a DOM position falls in the root's text: the length of the text from the root's start to it. */
function offsetOf(root: Node, container: Node, offset: number): number {
  const range = (root.ownerDocument ?? document).createRange();
  range.setStart(root, 0);
  range.setEnd(container, offset);
  return range.toString().length;
}

/** The selection's span in the root's text, or null when it is empty or not (wholly) inside the root. */
export function selectionSpan(root: Node, selection: Selection | null): TextSpan | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const start = offsetOf(root, range.startContainer, range.startOffset);
  const end = offsetOf(root, range.endContainer, range.endOffset);
  return end > start ? [start, end] : null;
}

/** DOM ranges for the spans, for the CSS Custom Highlight API; spans past the text's end are dropped. */
export function spanRanges(root: Node, spans: readonly TextSpan[]): Range[] {
  const nodes = textNodes(root);
  const doc = root.ownerDocument;
  if (!doc) return [];
  const point = (at: number, preferNext: boolean): [Text, number] | null => {
    let total = 0;
    for (const node of nodes) {
      const length = node.data.length;
      if (at < total + length || (!preferNext && at === total + length)) return [node, at - total];
      total += length;
    }
    return null;
  };
  const ranges: Range[] = [];
  for (const [start, end] of spans) {
    const from = point(start, true);
    const to = point(end, false);
    if (!from || !to) continue;
    const range = doc.createRange();
    range.setStart(from[0], from[1]);
    range.setEnd(to[0], to[1]);
    ranges.push(range);
  }
  return ranges;
}

/** The spans sorted, with overlapping or touching ones merged. */
export function mergeSpans(spans: readonly TextSpan[]): TextSpan[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const merged: TextSpan[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Whether the span lies wholly inside the highlighted spans (then Highlight takes it away instead). */
export function isHighlighted(spans: readonly TextSpan[], [start, end]: TextSpan): boolean {
  return mergeSpans(spans).some(([from, to]) => from <= start && end <= to);
}

/** The spans less the stretch given. */
export function removeSpan(spans: readonly TextSpan[], [start, end]: TextSpan): TextSpan[] {
  const rest: TextSpan[] = [];
  for (const [from, to] of spans) {
    if (to <= start || from >= end) rest.push([from, to]);
    else {
      if (from < start) rest.push([from, start]);
      if (to > end) rest.push([end, to]);
    }
  }
  return rest;
}

/** Adds the span, or removes it when it is highlighted already. */
export function toggleSpan(spans: readonly TextSpan[], span: TextSpan): TextSpan[] {
  return isHighlighted(spans, span) ? removeSpan(spans, span) : mergeSpans([...spans, span]);
}

/** The attempt's highlights of one task, kept in this tab for the attempt's life (sessionStorage). */
export function readSpans(key: string): TextSpan[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (span): span is TextSpan =>
        Array.isArray(span) &&
        span.length === 2 &&
        span.every((n) => Number.isInteger(n) && n >= 0) &&
        span[0] < span[1],
    );
  } catch {
    return [];
  }
}

export function writeSpans(key: string, spans: readonly TextSpan[]): void {
  try {
    if (spans.length === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(spans));
  } catch {
    // Storage full or refused: the highlights last as long as the screen.
  }
}
