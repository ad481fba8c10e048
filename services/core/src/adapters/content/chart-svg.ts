/** Draws an IELTS Task 1 chart as a self-contained SVG from the data kept in a content file. */
export type ChartData = {
  kind: 'bar' | 'line';
  title: string;
  yLabel: string;
  categories: string[];
  series: { name: string; values: number[] }[];
};

const palette = ['#1f5fa8', '#e08a1e', '#3a9a5b', '#b23a48'];
const width = 640;
const height = 400;
const plot = { left: 64, right: 20, top: 56, bottom: 72 };

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The smallest round axis maximum (five steps of 1, 2, 2.5 or 5 times a power of ten) above the value. */
function niceMax(value: number): number {
  const rough = Math.max(value, 1) / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((s) => s * magnitude).find((s) => s >= rough) ?? rough;
  return step * 5;
}

export function renderChartSvg(chart: ChartData): string {
  const innerWidth = width - plot.left - plot.right;
  const innerHeight = height - plot.top - plot.bottom;
  const max = niceMax(Math.max(...chart.series.flatMap((s) => s.values)));
  const y = (value: number) => plot.top + innerHeight - (value / max) * innerHeight;
  const band = innerWidth / chart.categories.length;
  const parts: string[] = [];

  parts.push(
    `<text x="${width / 2}" y="28" text-anchor="middle" font-size="18" font-weight="bold">${escape(chart.title)}</text>`,
  );
  for (let i = 0; i <= 5; i++) {
    const value = (max / 5) * i;
    parts.push(
      `<line x1="${plot.left}" x2="${width - plot.right}" y1="${y(value)}" y2="${y(value)}" stroke="#ddd"/>`,
      `<text x="${plot.left - 8}" y="${y(value) + 5}" text-anchor="end" font-size="14">${value}</text>`,
    );
  }
  parts.push(
    `<text transform="translate(18 ${plot.top + innerHeight / 2}) rotate(-90)" text-anchor="middle" font-size="14">${escape(chart.yLabel)}</text>`,
  );
  chart.categories.forEach((category, i) => {
    parts.push(
      `<text x="${plot.left + band * (i + 0.5)}" y="${plot.top + innerHeight + 22}" text-anchor="middle" font-size="14">${escape(category)}</text>`,
    );
  });

  chart.series.forEach((series, s) => {
    const color = palette[s % palette.length];
    if (chart.kind === 'bar') {
      const barWidth = (band * 0.7) / chart.series.length;
      series.values.forEach((value, i) => {
        const x = plot.left + band * i + band * 0.15 + barWidth * s;
        parts.push(`<rect x="${x}" y="${y(value)}" width="${barWidth}" height="${y(0) - y(value)}" fill="${color}"/>`);
      });
    } else {
      const points = series.values.map((value, i) => `${plot.left + band * (i + 0.5)},${y(value)}`).join(' ');
      parts.push(`<polyline points="${points}" fill="none" stroke="${color}" stroke-width="3"/>`);
    }
  });

  // Legend under the axis labels.
  chart.series.forEach((series, s) => {
    const x = plot.left + s * 160;
    const legendY = height - 22;
    parts.push(
      `<rect x="${x}" y="${legendY - 12}" width="14" height="14" fill="${palette[s % palette.length]}"/>`,
      `<text x="${x + 20}" y="${legendY}" font-size="14">${escape(series.name)}</text>`,
    );
  });

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" font-family="Arial, sans-serif"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
}

/** A text alternative that carries the chart's data, for screen readers and for tutors. */
export function describeChart(chart: ChartData): string {
  const rows = chart.series.map(
    (series) => `${series.name}: ${series.values.map((v, i) => `${chart.categories[i]} ${v}`).join(', ')}`,
  );
  return `${chart.kind === 'bar' ? 'Bar chart' : 'Line graph'}: ${chart.title} (${chart.yLabel}). ${rows.join('; ')}.`;
}
