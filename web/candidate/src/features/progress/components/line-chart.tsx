import { useId } from 'react';

export type ChartSeries = { key: string; label: string; values: (number | null)[] };

type LineChartProps = {
  title: string;
  /** One label per point on the x axis (e.g. the date of each attempt). */
  xLabels: string[];
  series: ChartSeries[];
  yMin: number;
  yMax: number;
  /** A horizontal reference line, e.g. the desired score. */
  reference?: { value: number; label: string };
  /** Formats a y value for the axis, e.g. as a percentage. */
  formatY?: (value: number) => string;
};

// A small drawing scaled to its card: the axis text stays readable from a phone to a wide screen.
const width = 420;
const height = 220;
const pad = { left: 40, right: 14, top: 22, bottom: 30 };

// Colour and dash pattern both tell the lines apart, so they stay distinguishable without colour (and the table below
// the chart gives every value as text).
type LineStyle = { color: string; dash?: string };
const firstStyle: LineStyle = { color: '#1d4ed8' };
const styles: LineStyle[] = [
  firstStyle,
  { color: '#b45309', dash: '8 4' },
  { color: '#15803d', dash: '2 4' },
  { color: '#7c3aed', dash: '12 4 2 4' },
  { color: '#be123c', dash: '4 3' },
  { color: '#0e7490', dash: '14 6' },
  { color: '#4d7c0f', dash: '2 2' },
];

export const seriesStyle = (index: number): LineStyle => styles[index % styles.length] ?? firstStyle;

function ticks(min: number, max: number): number[] {
  const span = max - min;
  const step = span <= 10 ? (span <= 6 ? 1 : 3) : span <= 100 ? 20 : 100;
  const first = Math.ceil(min / step) * step;
  const values: number[] = [];
  for (let value = first; value <= max + 1e-9; value += step) values.push(Math.round(value * 10) / 10);
  return values;
}

/** A small SVG line chart: one line per series over the same points, with an optional reference line. */
export function LineChart({ title, xLabels, series, yMin, yMax, reference, formatY = String }: LineChartProps) {
  const titleId = useId();
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const x = (index: number) =>
    pad.left + (xLabels.length <= 1 ? plotWidth / 2 : (index / (xLabels.length - 1)) * plotWidth);
  const y = (value: number) => pad.top + plotHeight - ((value - yMin) / (yMax - yMin || 1)) * plotHeight;

  return (
    <figure className="line-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} className="line-chart__svg">
        <title id={titleId}>{title}</title>
        {ticks(yMin, yMax).map((tick) => (
          <g key={tick}>
            <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} className="line-chart__grid" />
            <text x={pad.left - 8} y={y(tick)} className="line-chart__axis" textAnchor="end" dominantBaseline="middle">
              {formatY(tick)}
            </text>
          </g>
        ))}
        {xLabels.map((label, index) => (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: two attempts may share a date label
            key={index}
            x={x(index)}
            y={height - 10}
            className="line-chart__axis"
            textAnchor="middle"
          >
            {label}
          </text>
        ))}
        {reference && (
          <line
            className="line-chart__reference"
            x1={pad.left}
            x2={width - pad.right}
            y1={y(reference.value)}
            y2={y(reference.value)}
          />
        )}
        {series.map((item, index) => {
          const style = seriesStyle(index);
          const points = item.values
            .map((value, at) => (value === null ? null : ([x(at), y(value)] as const)))
            .filter((point) => point !== null);
          const path = points.map(([px, py], at) => `${at === 0 ? 'M' : 'L'}${px},${py}`).join(' ');
          return (
            <g key={item.key}>
              <path d={path} fill="none" stroke={style.color} strokeWidth={2.5} strokeDasharray={style.dash} />
              {points.map(([px, py]) => (
                <circle key={`${px}`} cx={px} cy={py} r={4} fill={style.color} />
              ))}
            </g>
          );
        })}
      </svg>
      {/* The legend names the lines (drawn over the plot, a label would hide the lines it crosses). */}
      {(series.length > 1 || reference) && (
        <figcaption className="line-chart__legend">
          {series.map((item, index) => {
            const style = seriesStyle(index);
            return (
              <span key={item.key} className="line-chart__legend-item">
                <svg width="28" height="10" aria-hidden="true">
                  <line
                    x1="0"
                    x2="28"
                    y1="5"
                    y2="5"
                    stroke={style.color}
                    strokeWidth="3"
                    strokeDasharray={style.dash}
                  />
                </svg>
                {item.label}
              </span>
            );
          })}
          {reference && (
            <span className="line-chart__legend-item">
              <svg width="28" height="10" aria-hidden="true">
                <line className="line-chart__reference" x1="0" x2="28" y1="5" y2="5" />
              </svg>
              {reference.label}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
