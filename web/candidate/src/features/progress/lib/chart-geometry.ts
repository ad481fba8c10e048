// The pure parts of the progress charts: the y range, the axis ticks, each line's style and marker, and the small
// vertical offsets that keep lines with equal scores apart.

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'triangleDown' | 'hexagon' | 'star' | 'cross';

/** Colour, dash pattern and marker shape each tell a line apart: no line depends on colour alone. */
export type LineStyle = { color: string; dash?: string; marker: MarkerShape };

const styles: LineStyle[] = [
  { color: '#1d4ed8', marker: 'circle' },
  { color: '#b45309', dash: '8 4', marker: 'square' },
  { color: '#15803d', dash: '2 4', marker: 'triangle' },
  { color: '#7c3aed', dash: '12 4 2 4', marker: 'diamond' },
  { color: '#be123c', dash: '4 3', marker: 'triangleDown' },
  { color: '#0e7490', dash: '14 6', marker: 'hexagon' },
  { color: '#4d7c0f', dash: '2 2', marker: 'star' },
  { color: '#a21caf', dash: '10 3 3 3', marker: 'cross' },
];

/** The style of the `index`th line of a chart (the eight styles repeat after the eighth line). */
export const seriesStyle = (index: number): LineStyle => styles[index % styles.length] as LineStyle;

const round = (value: number) => Math.round(value * 100) / 100;
const polygon = (points: [number, number][]) =>
  `M${points.map(([px, py]) => `${round(px)},${round(py)}`).join(' L')} Z`;
const around = (cx: number, cy: number, r: number, count: number, start: number, inner?: number) =>
  Array.from({ length: count * (inner ? 2 : 1) }, (_, at): [number, number] => {
    const angle = start + (at * Math.PI * 2) / (count * (inner ? 2 : 1));
    const radius = inner && at % 2 === 1 ? inner : r;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });

/** An SVG path of the marker `shape` centred on (cx, cy), about `r` in radius (the circle is drawn as two arcs). */
export function markerPath(shape: MarkerShape, cx: number, cy: number, r: number): string {
  const up = -Math.PI / 2;
  switch (shape) {
    case 'circle':
      return `M${round(cx - r)},${round(cy)} a${r},${r} 0 1,0 ${2 * r},0 a${r},${r} 0 1,0 ${-2 * r},0 Z`;
    case 'square': {
      const s = r * 0.9;
      return polygon([
        [cx - s, cy - s],
        [cx + s, cy - s],
        [cx + s, cy + s],
        [cx - s, cy + s],
      ]);
    }
    case 'triangle':
      return polygon(around(cx, cy + r * 0.2, r * 1.25, 3, up));
    case 'triangleDown':
      return polygon(around(cx, cy - r * 0.2, r * 1.25, 3, Math.PI / 2));
    case 'diamond':
      return polygon(around(cx, cy, r * 1.05, 4, up));
    case 'hexagon':
      return polygon(around(cx, cy, r * 1.1, 6, 0));
    case 'star':
      return polygon(around(cx, cy, r * 1.1, 5, up, r * 0.5));
    case 'cross': {
      // A plus sign with arms a third of its width: a filled shape, like the others.
      const a = r * 1.1;
      const b = r * 0.38;
      return polygon([
        [cx - b, cy - a],
        [cx + b, cy - a],
        [cx + b, cy - b],
        [cx + a, cy - b],
        [cx + a, cy + b],
        [cx + b, cy + b],
        [cx + b, cy + a],
        [cx - b, cy + a],
        [cx - b, cy + b],
        [cx - a, cy + b],
        [cx - a, cy - b],
        [cx - b, cy - b],
      ]);
    }
  }
}

/**
 * The y range a chart draws: the scores and the target with a step of room around them, on whole steps, kept inside
 * the exam's own range. The target is always inside it, so its line is never cut off.
 */
export function chartRange(
  values: (number | null)[],
  target: number | null,
  bounds: { min: number; max: number },
): { min: number; max: number } {
  const shown = values.filter((value): value is number => value !== null);
  if (target !== null) shown.push(target);
  if (shown.length === 0) return bounds;
  const span = bounds.max - bounds.min;
  const unit = span <= 10 ? 1 : span <= 100 ? 10 : 50;
  let min = Math.max(bounds.min, Math.floor(Math.min(...shown) / unit) * unit - unit);
  let max = Math.min(bounds.max, Math.ceil(Math.max(...shown) / unit) * unit + unit);
  // At least four steps tall, so that one test's change does not fill the chart.
  while (max - min < 4 * unit && (min > bounds.min || max < bounds.max)) {
    if (max < bounds.max) max += unit;
    if (max - min < 4 * unit && min > bounds.min) min -= unit;
  }
  return { min, max };
}

/** The values the y axis names: whole steps from min to max, at most about six of them. */
export function ticks(min: number, max: number): number[] {
  const span = max - min;
  const steps = [1, 2, 5, 10, 20, 25, 50, 100, 200];
  const step = steps.find((candidate) => span / candidate <= 6) ?? 500;
  const first = Math.ceil(min / step) * step;
  const values: number[] = [];
  for (let value = first; value <= max + 1e-9; value += step) values.push(Math.round(value * 10) / 10);
  return values;
}

/**
 * How far (in drawing units, + is down) each point of each line is moved so that lines with the same value at the
 * same test stay visible side by side: coinciding points fan out around their true height, `gap` apart, in the lines'
 * order. `offsets[line][point]`; 0 where a point is alone.
 */
export function coincidenceOffsets(values: (number | null)[][], gap = 7): number[][] {
  const offsets = values.map((line) => line.map(() => 0));
  const points = Math.max(0, ...values.map((line) => line.length));
  for (let at = 0; at < points; at++) {
    const byValue = new Map<number, number[]>();
    values.forEach((line, index) => {
      const value = line[at];
      if (value === null || value === undefined) return;
      byValue.set(value, [...(byValue.get(value) ?? []), index]);
    });
    for (const lines of byValue.values()) {
      if (lines.length < 2) continue;
      // Many equal lines share at most 4 gaps of room, so the fan never strays far from the true value.
      const step = Math.min(gap, (gap * 4) / (lines.length - 1));
      lines.forEach((index, rank) => {
        const row = offsets[index];
        if (row) row[at] = round((rank - (lines.length - 1) / 2) * step);
      });
    }
  }
  return offsets;
}
