import { useId } from 'react';
import { coincidenceOffsets, seriesStyle, ticks } from '../lib/chart-geometry';
import { LegendKey, Marker } from './chart-marks';

export type ChartSeries = {
  key: string;
  /** The name in the legend. */
  label: string;
  values: (number | null)[];
  /** The tooltip of a point, as the table gives it: e.g. '#2, Task 1 — Coherence and Cohesion: 7 / 9'. */
  describe: (index: number) => string;
};

type LineChartProps = {
  title: string;
  /** One label per point on the x axis (e.g. the number of each attempt). */
  xLabels: string[];
  series: ChartSeries[];
  yMin: number;
  yMax: number;
  /** A horizontal reference line, e.g. the desired score; `short` labels it on the chart, `label` in the legend. */
  reference?: { value: number; label: string; short: string };
  /** Formats a y value for the axis, e.g. as a percentage. */
  formatY?: (value: number) => string;
};

// A small drawing scaled to its card: the axis text stays readable from a phone to a wide screen. The right margin
// holds the target's label, off the lines.
const width = 420;
const height = 250;
const pad = { left: 42, right: 66, top: 18, bottom: 32 };

/**
 * A small SVG line chart: one line per series over the same points, each with its own colour, dash pattern and marker
 * shape; points with equal values fan out a little so that no line hides another; the reference line is drawn last,
 * on top of every line, and labelled in the right margin.
 */
export function LineChart({ title, xLabels, series, yMin, yMax, reference, formatY = String }: LineChartProps) {
  const titleId = useId();
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  // A lone point sits in the middle; otherwise the points span the plot, a marker's width in from each side.
  const inset = 10;
  const x = (index: number) =>
    pad.left + (xLabels.length <= 1 ? plotWidth / 2 : inset + (index / (xLabels.length - 1)) * (plotWidth - 2 * inset));
  const y = (value: number) => pad.top + plotHeight - ((value - yMin) / (yMax - yMin || 1)) * plotHeight;
  const offsets = coincidenceOffsets(series.map((item) => item.values));
  const referenceY = reference ? y(reference.value) : 0;
  // The label beside the line, kept inside the drawing when the target is the top or bottom of the range.
  const labelY = Math.min(Math.max(referenceY, pad.top + 4), height - pad.bottom - 14);

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
            // biome-ignore lint/suspicious/noArrayIndexKey: two attempts may share a label
            key={index}
            x={x(index)}
            y={height - 10}
            className="line-chart__axis"
            textAnchor="middle"
          >
            {label}
          </text>
        ))}
        {series.map((item, index) => {
          const style = seriesStyle(index);
          const points = item.values
            .map((value, at) => (value === null ? null : { at, px: x(at), py: y(value) + (offsets[index]?.[at] ?? 0) }))
            .filter((point) => point !== null);
          const path = points.map(({ px, py }, at) => `${at === 0 ? 'M' : 'L'}${px},${py}`).join(' ');
          return (
            <g key={item.key} className="line-chart__series" data-series={item.key}>
              <path d={path} fill="none" stroke={style.color} strokeWidth={2.5} strokeDasharray={style.dash} />
              {points.map(({ at, px, py }) => (
                <g key={at} className="line-chart__point">
                  <title>{item.describe(at)}</title>
                  <Marker style={style} x={px} y={py} />
                </g>
              ))}
            </g>
          );
        })}
        {reference && (
          <g className="line-chart__target" data-testid="target-line">
            <title>{reference.label}</title>
            <line
              className="line-chart__target-line"
              x1={pad.left}
              x2={width - pad.right + 4}
              y1={referenceY}
              y2={referenceY}
            />
            <text x={width - pad.right + 8} y={labelY} className="line-chart__target-label">
              <tspan x={width - pad.right + 8} dy="-0.15em">
                Target
              </tspan>
              <tspan x={width - pad.right + 8} dy="1.1em">
                {reference.short}
              </tspan>
            </text>
          </g>
        )}
      </svg>
      {/* The legend names the lines (drawn over the plot, a label would hide the lines it crosses). */}
      {(series.length > 1 || reference) && (
        <figcaption className="line-chart__legend">
          {series.map((item, index) => (
            <span key={item.key} className="line-chart__legend-item" data-series={item.key}>
              <LegendKey style={seriesStyle(index)} />
              {item.label}
            </span>
          ))}
          {reference && (
            <span className="line-chart__legend-item line-chart__legend-item--target">
              <svg width="36" height="16" viewBox="0 0 36 16" aria-hidden="true" className="line-chart__key">
                <line className="line-chart__target-line" x1="0" x2="36" y1="8" y2="8" />
              </svg>
              {reference.label}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
