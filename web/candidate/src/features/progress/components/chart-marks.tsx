import { type LineStyle, markerPath } from '../lib/chart-geometry';

// A series' marker and its legend key: the same shape and colour, so a line reads the same in the legend and the plot.

const markerRadius = 5.5;

export function Marker({ style, x, y }: { style: LineStyle; x: number; y: number }) {
  return (
    <path
      d={markerPath(style.marker, x, y, markerRadius)}
      fill={style.color}
      stroke="var(--color-surface, #fff)"
      strokeWidth={1.5}
      strokeLinejoin="round"
    />
  );
}

export function LegendKey({ style }: { style: LineStyle }) {
  return (
    <svg width="36" height="16" viewBox="0 0 36 16" aria-hidden="true" className="line-chart__key">
      <line x1="0" x2="36" y1="8" y2="8" stroke={style.color} strokeWidth="2.5" strokeDasharray={style.dash} />
      <Marker style={style} x={18} y={8} />
    </svg>
  );
}
