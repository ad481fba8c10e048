import { scaleBand, scaleLinear } from 'd3-scale';
import { arc, line, pie } from 'd3-shape';
import type { ChartData } from './content-schemas.ts';

// IELTS Academic Task 1 images, drawn as self-contained SVG from the data kept in a content file. Every image is 640
// units wide and uses text of at least 14 units, so it stays legible when a phone shrinks it to its screen width;
// long labels wrap instead of overlapping. Each image carries its text alternative as <title> and <desc>.

export type { ChartData } from './content-schemas.ts';

type SeriesChart = Extract<ChartData, { kind: 'bar' | 'line' }>;
type PieChart = Extract<ChartData, { kind: 'pie' }>;
type TableChart = Extract<ChartData, { kind: 'table' }>;
type ProcessChart = Extract<ChartData, { kind: 'process' }>;
type MapChart = Extract<ChartData, { kind: 'map' }>;

const width = 640;
// A phone shows the 640-unit image about 330-360 pixels wide: text is sized so that it still reads at that scale.
const font = { title: 22, heading: 19, text: 18, axis: 16 } as const;
const ink = '#1d2733';
const muted = '#5b6773';
const palette = ['#1f5fa8', '#c2571a', '#2f7d4a', '#a23040', '#6b4fa0', '#1b7f86', '#8a6d1d', '#4d6470'];
const dashes = ['', '9 5', '3 4', '12 4 3 4', '6 3', '2 2'];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A number as people write it: thousands separators, at most two decimals. */
function formatNumber(value: number): string {
  return value.toLocaleString('en-GB', { maximumFractionDigits: 2 });
}

/** Average glyph width of Arial as a share of the font size; enough to decide where to wrap. */
const glyph = 0.56;
const charsFor = (widthPx: number, fontSize: number) => Math.max(4, Math.floor(widthPx / (fontSize * glyph)));

/**
 * Splits a label into lines of at most `maxChars`; a word longer than a line is hyphenated, unless `keepWords` (then
 * it overflows, which reads better than 'Footbri-dge' on a small map feature).
 */
export function wrapText(value: string, maxChars: number, keepWords = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.trim().split(/\s+/)) {
    let rest = word;
    while (rest.length > maxChars && !keepWords) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(`${rest.slice(0, maxChars - 1)}-`);
      rest = rest.slice(maxChars - 1);
    }
    if (!line) line = rest;
    else if (`${line} ${rest}`.length <= maxChars) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type TextOptions = {
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'bold';
  fill?: string;
  /** A white outline under the glyphs, so the text reads over any fill. */
  halo?: boolean;
  lineHeight?: number;
};

/** A multi-line <text>; `y` is the baseline of the first line. */
function textBlock(lines: string[], x: number, y: number, options: TextOptions = {}): string {
  const size = options.size ?? font.text;
  const lineHeight = options.lineHeight ?? Math.round(size * 1.25);
  const attributes = [
    `x="${x}"`,
    `y="${y}"`,
    `font-size="${size}"`,
    `text-anchor="${options.anchor ?? 'start'}"`,
    `fill="${options.fill ?? ink}"`,
    options.weight ? `font-weight="${options.weight}"` : '',
    options.halo ? 'stroke="#fff" stroke-width="4" stroke-linejoin="round" paint-order="stroke"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const spans = lines
    .map((line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text ${attributes}>${spans}</text>`;
}

/** The chart title, wrapped, and the y where the drawing below it may start. */
function titleBlock(title: string): { svg: string; bottom: number } {
  const lines = wrapText(title, charsFor(width - 40, font.title));
  const svg = textBlock(lines, width / 2, 32, { size: font.title, weight: 'bold', anchor: 'middle', lineHeight: 27 });
  return { svg, bottom: 32 + lines.length * 27 };
}

/** Colour swatches with names, flowing into as many rows as needed; returns the markup and its height. */
function legend(items: { name: string; color: string; dash?: string }[], top: number): { svg: string; height: number } {
  const parts: string[] = [];
  let x = 24;
  let y = top;
  for (const item of items) {
    const label = wrapText(item.name, 30)[0] ?? item.name;
    const itemWidth = 30 + label.length * font.text * glyph + 26;
    if (x + itemWidth > width - 16 && x > 24) {
      x = 24;
      y += 30;
    }
    parts.push(
      item.dash === undefined
        ? `<rect x="${x}" y="${y - 13}" width="18" height="18" rx="3" fill="${item.color}"/>`
        : `<line x1="${x - 2}" x2="${x + 22}" y1="${y - 4}" y2="${y - 4}" stroke="${item.color}" stroke-width="4"${item.dash ? ` stroke-dasharray="${item.dash}"` : ''}/>`,
      textBlock([label], x + 28, y + 2, { size: font.text }),
    );
    x += itemWidth;
  }
  return { svg: parts.join(''), height: y - top + 30 };
}

/** The value axis of a bar chart or line graph: about five round steps (1, 2 or 5 times a power of ten), ending on the first step above the data. */
function valueAxis(chart: SeriesChart) {
  const max = Math.max(1, ...chart.series.flatMap((series) => series.values));
  return scaleLinear().domain([0, max]).nice(5);
}

/**
 * How finely a candidate can read a value off the axis, as a round number: half a gridline of 1 (0.5), a quarter of
 * 2 (0.5), a whole gridline of 5 (times a power of ten). The exam makes them estimate; the text gives no more.
 */
function readingUnit(chart: SeriesChart): number {
  const [first = 0, second = 1] = valueAxis(chart).ticks(5);
  const step = second - first;
  const leading = Math.round(step / 10 ** Math.floor(Math.log10(step) + 1e-9));
  if (leading === 5) return step;
  return leading === 2 ? step / 4 : step / 2;
}

/** A graph value as read off the axis; a small value that rounds to 0 is 'near 0', since it is not nothing. */
function readValue(value: number, unit: number): string {
  const read = Number((Math.round(value / unit) * unit).toFixed(6));
  return read === 0 && value !== 0 ? 'near 0' : formatNumber(read);
}

function seriesSvg(chart: SeriesChart): { body: string; height: number } {
  const title = titleBlock(chart.title);
  const plot = { left: 84, right: 20, top: title.bottom + 18, height: 260 };
  // One band per category: its bars fill the middle 72%, a line's point sits at its centre.
  const x = scaleBand<number>()
    .domain(chart.categories.map((_, i) => i))
    .range([plot.left, width - plot.right])
    .paddingInner(0.28)
    .paddingOuter(0.14);
  const band = x.step();
  const categoryLines = chart.categories.map((category) => wrapText(category, charsFor(band - 4, font.axis + 1)));
  const labelRows = Math.max(...categoryLines.map((lines) => lines.length));
  const y = valueAxis(chart).range([plot.top + plot.height, plot.top]);
  const parts: string[] = [title.svg];

  for (const [i, value] of y.ticks(5).entries()) {
    parts.push(
      `<line x1="${plot.left}" x2="${width - plot.right}" y1="${y(value)}" y2="${y(value)}" stroke="${i === 0 ? '#8a949e' : '#dde2e7'}"/>`,
      textBlock([formatNumber(value)], plot.left - 8, y(value) + 6, { size: font.axis, anchor: 'end', fill: muted }),
    );
  }
  const yLabelX = 22;
  const yLabelY = plot.top + plot.height / 2;
  parts.push(
    `<text transform="translate(${yLabelX} ${yLabelY}) rotate(-90)" text-anchor="middle" font-size="${font.axis}" fill="${muted}">${escapeXml(chart.yLabel)}</text>`,
  );
  categoryLines.forEach((lines, i) => {
    parts.push(
      textBlock(lines, plot.left + band * (i + 0.5), plot.top + plot.height + 24, {
        size: font.axis + 1,
        anchor: 'middle',
        lineHeight: 20,
      }),
    );
  });

  // Within a category's band, one bar per series side by side.
  const seriesX = scaleBand<number>()
    .domain(chart.series.map((_, s) => s))
    .range([0, x.bandwidth()]);
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  chart.series.forEach((series, s) => {
    const color = palette[s % palette.length] ?? ink;
    if (chart.kind === 'bar') {
      series.values.forEach((value, i) => {
        const left = (x(i) ?? 0) + (seriesX(s) ?? 0);
        parts.push(
          `<rect x="${left.toFixed(1)}" y="${y(value).toFixed(1)}" width="${Math.max(1, seriesX.bandwidth() - 2).toFixed(1)}" height="${(y(0) - y(value)).toFixed(1)}" fill="${color}"/>`,
        );
      });
    } else {
      const points = series.values.map((value, i) => [centre(i), y(value)] as [number, number]);
      const dash = dashes[s % dashes.length];
      parts.push(
        `<path d="${line().digits(1)(points)}" fill="none" stroke="${color}" stroke-width="3"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
        ...points.map(([px, py]) => `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="4.5" fill="${color}"/>`),
      );
    }
  });

  const legendTop = plot.top + plot.height + 24 + labelRows * 20 + 24;
  const key = legend(
    chart.series.map((series, s) => ({
      name: series.name,
      color: palette[s % palette.length] ?? ink,
      ...(chart.kind === 'line' ? { dash: dashes[s % dashes.length] ?? '' } : {}),
    })),
    legendTop,
  );
  parts.push(key.svg);
  return { body: parts.join(''), height: legendTop + key.height };
}

const slicesOf = pie<PieChart['pies'][number]['slices'][number]>()
  .sort(null)
  .value((slice) => slice.value);
const wedge = arc<{ innerRadius: number; outerRadius: number; startAngle: number; endAngle: number }>().digits(1);

function pieSvg(chart: PieChart): { body: string; height: number } {
  const title = titleBlock(chart.title);
  const names = [...new Set(chart.pies.flatMap((pie) => pie.slices.map((slice) => slice.name)))];
  const colorOf = (name: string) => palette[names.indexOf(name) % palette.length] ?? ink;
  const radius = chart.pies.length === 1 ? 140 : 128;
  const parts: string[] = [title.svg];
  const labelTop = title.bottom + 20;
  const cy = labelTop + 30 + radius + 24;

  chart.pies.forEach((pie, p) => {
    const cx = chart.pies.length === 1 ? width / 2 : p === 0 ? 162 : 478;
    parts.push(
      textBlock(wrapText(pie.label, 26), cx, labelTop, { size: font.heading, weight: 'bold', anchor: 'middle' }),
    );
    const total = pie.slices.reduce((sum, slice) => sum + slice.value, 0);
    // Slices in the data's order, clockwise from twelve o'clock.
    const arcs = slicesOf(pie.slices);
    for (const slice of arcs) {
      const share = slice.data.value / total;
      parts.push(
        `<path transform="translate(${cx} ${cy})" d="${wedge({ ...slice, innerRadius: 0, outerRadius: radius })}" fill="${colorOf(slice.data.name)}" stroke="#fff" stroke-width="2"/>`,
      );
      // Big slices carry their percentage inside; thin ones just outside the rim.
      const inside = share >= 0.06;
      const labelRadius = inside ? radius * 0.66 : radius + 22;
      const [lx, ly] = wedge.centroid({ ...slice, innerRadius: labelRadius, outerRadius: labelRadius });
      parts.push(
        textBlock(
          [`${formatNumber(slice.data.value)}%`],
          Number((cx + lx).toFixed(1)),
          Number((cy + ly + 5).toFixed(1)),
          {
            size: font.text,
            weight: 'bold',
            anchor: 'middle',
            fill: inside ? '#fff' : ink,
            halo: !inside,
          },
        ),
      );
    }
  });

  const key = legend(
    names.map((name) => ({ name, color: colorOf(name) })),
    cy + radius + 46,
  );
  parts.push(key.svg);
  return { body: parts.join(''), height: cy + radius + 46 + key.height };
}

function tableSvg(chart: TableChart): { body: string; height: number } {
  const title = titleBlock(chart.title);
  const valueCount = chart.rows[0]?.values.length ?? 0;
  const headed = chart.columns.length === valueCount + 1;
  const labelHeading = headed ? (chart.columns[0] ?? '') : '';
  const valueHeadings = headed ? chart.columns.slice(1) : chart.columns;
  const left = 16;
  const tableWidth = width - 2 * left;
  const longest = Math.max(...chart.rows.map((row) => row.label.length), labelHeading.length);
  const labelWidth = Math.min(220, Math.max(110, longest * (font.text - 1) * glyph + 20));
  const cellWidth = (tableWidth - labelWidth) / Math.max(1, valueCount);
  const size = font.text - 1;
  const lineHeight = 21;
  const parts: string[] = [title.svg];
  parts.push(
    textBlock([`Unit: ${chart.unit}`], width / 2, title.bottom + 4, { size: font.axis, anchor: 'middle', fill: muted }),
  );

  let y = title.bottom + 24;
  const headerCells = [
    wrapText(labelHeading, charsFor(labelWidth - 12, size)),
    ...valueHeadings.map((heading) => wrapText(heading, charsFor(cellWidth - 10, size))),
  ];
  const headerHeight = Math.max(...headerCells.map((lines) => lines.length)) * lineHeight + 16;
  parts.push(`<rect x="${left}" y="${y}" width="${tableWidth}" height="${headerHeight}" fill="#1f5fa8"/>`);
  headerCells.forEach((lines, c) => {
    const x = c === 0 ? left + 8 : left + labelWidth + cellWidth * (c - 1) + cellWidth / 2;
    parts.push(
      textBlock(lines, x, y + 25, {
        size,
        weight: 'bold',
        fill: '#fff',
        anchor: c === 0 ? 'start' : 'middle',
        lineHeight,
      }),
    );
  });
  y += headerHeight;

  chart.rows.forEach((row, r) => {
    const labelLines = wrapText(row.label, charsFor(labelWidth - 12, size));
    const valueLines = row.values.map((value) =>
      wrapText(typeof value === 'number' ? formatNumber(value) : value, charsFor(cellWidth - 10, size)),
    );
    const rowHeight = Math.max(labelLines.length, ...valueLines.map((lines) => lines.length)) * lineHeight + 16;
    parts.push(
      `<rect x="${left}" y="${y}" width="${tableWidth}" height="${rowHeight}" fill="${r % 2 === 0 ? '#f3f6f9' : '#fff'}"/>`,
      `<line x1="${left}" x2="${left + tableWidth}" y1="${y + rowHeight}" y2="${y + rowHeight}" stroke="#c9d1d9"/>`,
      textBlock(labelLines, left + 8, y + 24, { size, weight: 'bold', lineHeight }),
      ...valueLines.map((lines, c) =>
        textBlock(lines, left + labelWidth + cellWidth * c + cellWidth / 2, y + 24, {
          size,
          anchor: 'middle',
          lineHeight,
        }),
      ),
    );
    y += rowHeight;
  });
  const tableTop = title.bottom + 24;
  for (let c = 0; c < valueCount; c++) {
    const x = left + labelWidth + cellWidth * c;
    parts.push(`<line x1="${x}" x2="${x}" y1="${tableTop}" y2="${y}" stroke="#c9d1d9"/>`);
  }
  parts.push(
    `<rect x="${left}" y="${tableTop}" width="${tableWidth}" height="${y - tableTop}" fill="none" stroke="#8a949e"/>`,
  );
  return { body: parts.join(''), height: y + 20 };
}

const arrowDefs =
  '<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 Z" fill="#4d6470"/></marker></defs>';

function processSvg(chart: ProcessChart): { body: string; height: number } {
  const title = titleBlock(chart.title);
  const boxWidth = 252;
  const columns = [40, 348];
  const size = font.text;
  const lineHeight = 22;
  const textLines = chart.steps.map((step) => wrapText(step, charsFor(boxWidth - 56, size)));
  const parts: string[] = [arrowDefs, title.svg];
  const boxes: { x: number; y: number; h: number }[] = [];
  let y = title.bottom + 20;
  // Two boxes a row, snaking: left to right, then right to left, so every arrow stays short.
  for (let row = 0; row * 2 < chart.steps.length; row++) {
    const indexes = [row * 2, row * 2 + 1].filter((index) => index < chart.steps.length);
    const h = Math.max(68, ...indexes.map((index) => (textLines[index]?.length ?? 1) * lineHeight + 28));
    indexes.forEach((index, position) => {
      const column = row % 2 === 0 ? position : 1 - position;
      boxes[index] = { x: columns[column] ?? 40, y, h };
    });
    y += h + 46;
  }
  chart.steps.forEach((_, index) => {
    const box = boxes[index];
    const next = boxes[index + 1];
    if (!box) return;
    parts.push(
      `<rect x="${box.x}" y="${box.y}" width="${boxWidth}" height="${box.h}" rx="10" fill="#eef4fb" stroke="#1f5fa8" stroke-width="2"/>`,
      `<circle cx="${box.x + 24}" cy="${box.y + 26}" r="15" fill="#1f5fa8"/>`,
      textBlock([String(index + 1)], box.x + 24, box.y + 32, {
        size: font.axis + 1,
        weight: 'bold',
        fill: '#fff',
        anchor: 'middle',
      }),
      textBlock(textLines[index] ?? [], box.x + 48, box.y + 32, { size, lineHeight }),
    );
    if (!next) return;
    if (next.y === box.y) {
      const rightward = next.x > box.x;
      const fromX = rightward ? box.x + boxWidth : box.x;
      const toX = rightward ? next.x : next.x + boxWidth;
      const midY = box.y + box.h / 2;
      parts.push(
        `<line x1="${fromX + (rightward ? 4 : -4)}" y1="${midY}" x2="${toX + (rightward ? -4 : 4)}" y2="${midY}" stroke="#4d6470" stroke-width="3" marker-end="url(#arrowhead)"/>`,
      );
    } else {
      const x = box.x + boxWidth / 2;
      parts.push(
        `<line x1="${x}" y1="${box.y + box.h + 4}" x2="${x}" y2="${next.y - 4}" stroke="#4d6470" stroke-width="3" marker-end="url(#arrowhead)"/>`,
      );
    }
  });
  return { body: parts.join(''), height: y - 46 + 24 };
}

/** A fill that hints at what a map feature is, from its name; other features get a neutral building colour. */
function featureFill(name: string): string {
  if (
    /road|street|path|rail|track|bridge|car park|parking|lane|avenue|motorway|highway|bypass|cycle|station/i.test(name)
  ) {
    return '#dcdcdc';
  }
  if (/park|garden|green|forest|wood|field|farm|grass|tree|meadow|orchard|playground|pitch/i.test(name))
    return '#cfe6c2';
  if (/river|lake|sea|pond|water|canal|harbou?r|marina|reservoir|stream|pool/i.test(name)) return '#bcdcf2';
  if (/beach|sand|dune/i.test(name)) return '#f3e3b5';
  return '#f2dcc0';
}

function mapSvg(chart: MapChart): { body: string; height: number } {
  const title = titleBlock(chart.title);
  const frame = { x: 20, width: 600, height: 380 };
  // Features are placed on a 0-100 grid in both directions.
  const scaleX = scaleLinear().domain([0, 100]).range([0, frame.width]);
  const scaleY = scaleLinear().domain([0, 100]).range([0, frame.height]);
  const parts: string[] = [title.svg];
  let y = title.bottom + 22;
  for (const panel of chart.panels) {
    parts.push(textBlock([panel.label], frame.x, y, { size: font.heading, weight: 'bold' }));
    const top = y + 12;
    parts.push(
      `<rect x="${frame.x}" y="${top}" width="${frame.width}" height="${frame.height}" fill="#fbfaf5" stroke="#8a949e" stroke-width="2"/>`,
    );
    // Large areas first, so small buildings stay visible on top of parks and water.
    const features = [...panel.features].sort((a, b) => b.w * b.h - a.w * a.h);
    for (const feature of features) {
      const fx = frame.x + scaleX(feature.x);
      const fy = top + scaleY(feature.y);
      const fw = scaleX(feature.w);
      const fh = scaleY(feature.h);
      parts.push(
        `<rect x="${fx.toFixed(1)}" y="${fy.toFixed(1)}" width="${fw.toFixed(1)}" height="${fh.toFixed(1)}" rx="3" fill="${featureFill(feature.name)}" stroke="#6b7680" stroke-width="1.5"/>`,
      );
    }
    for (const feature of features) {
      const fw = scaleX(feature.w);
      const fh = scaleY(feature.h);
      const lines = wrapText(feature.name, charsFor(Math.max(fw - 6, 70), font.axis + 1), true);
      const centreX = frame.x + scaleX(feature.x + feature.w / 2);
      const centreY = top + scaleY(feature.y + feature.h / 2);
      const firstBaseline = centreY - ((lines.length - 1) * 20) / 2 + 6;
      parts.push(
        textBlock(lines, Number(centreX.toFixed(1)), Number(firstBaseline.toFixed(1)), {
          size: font.axis + 1,
          anchor: 'middle',
          halo: true,
          lineHeight: 20,
          weight: fh < 24 ? undefined : 'bold',
        }),
      );
    }
    // The north arrow sits in the label row, outside the map, so it never hides a feature.
    const northX = frame.x + frame.width - 10;
    parts.push(
      `<path d="M${northX},${y - 16} l7,18 l-7,-4 l-7,4 Z" fill="${ink}"/>`,
      textBlock(['N'], northX - 18, y, { size: font.axis, weight: 'bold', anchor: 'middle' }),
    );
    y = top + frame.height + 40;
  }
  return { body: parts.join(''), height: y - 22 };
}

function bodyOf(chart: ChartData): { body: string; height: number } {
  switch (chart.kind) {
    case 'bar':
    case 'line':
      return seriesSvg(chart);
    case 'pie':
      return pieSvg(chart);
    case 'table':
      return tableSvg(chart);
    case 'process':
      return processSvg(chart);
    case 'map':
      return mapSvg(chart);
  }
}

/** Draws an IELTS Task 1 chart as a self-contained, well-formed SVG document (640 units wide). */
export function renderChartSvg(chart: ChartData): string {
  const { body, height } = bodyOf(chart);
  const h = Math.ceil(height);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${h}" width="${width}" height="${h}" role="img" aria-labelledby="chart-title chart-desc" font-family="Arial, Helvetica, sans-serif"><title id="chart-title">${escapeXml(chart.title)}</title><desc id="chart-desc">${escapeXml(describeChart(chart))}</desc><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
}

const kindNames = {
  bar: 'Bar chart',
  line: 'Line graph',
  pie: 'Pie chart',
  table: 'Table',
  process: 'Process diagram',
  map: 'Map',
} as const;

/** Where a map feature lies, in compass words, from its centre on the 0-100 grid (y grows southwards). */
function compassPosition(feature: { x: number; y: number; w: number; h: number }): string {
  const cx = feature.x + feature.w / 2;
  const cy = feature.y + feature.h / 2;
  const northSouth = cy < 34 ? 'north' : cy > 66 ? 'south' : '';
  const westEast = cx < 34 ? 'west' : cx > 66 ? 'east' : '';
  if (northSouth && westEast) return `${northSouth}-${westEast}`;
  return northSouth || westEast || 'centre';
}

/**
 * A text alternative for screen readers and tutors: the figures a candidate reads off the chart (printed pie shares and
 * table cells as they are, graph values as closely as the axis allows), every step and map feature.
 */
export function describeChart(chart: ChartData): string {
  const kind = kindNames[chart.kind];
  switch (chart.kind) {
    case 'bar':
    case 'line': {
      const unit = readingUnit(chart);
      const rows = chart.series.map(
        (series) =>
          `${series.name}: ${series.values.map((v, i) => `${chart.categories[i]} ${readValue(v, unit)}`).join(', ')}`,
      );
      return `${kind}: ${chart.title} (${chart.yLabel}; values read from the graph to the nearest ${formatNumber(unit)}). ${rows.join('; ')}.`;
    }
    case 'pie': {
      const pies = chart.pies.map(
        (pie) => `${pie.label}: ${pie.slices.map((slice) => `${slice.name} ${formatNumber(slice.value)}%`).join(', ')}`,
      );
      return `${kind}: ${chart.title}. ${pies.join('; ')}.`;
    }
    case 'table': {
      const valueCount = chart.rows[0]?.values.length ?? 0;
      const headings = chart.columns.length === valueCount + 1 ? chart.columns.slice(1) : chart.columns;
      const rows = chart.rows.map(
        (row) =>
          `${row.label}: ${row.values
            .map((value, i) => `${headings[i]} ${typeof value === 'number' ? formatNumber(value) : value}`)
            .join(', ')}`,
      );
      return `${kind}: ${chart.title} (${chart.unit}). ${rows.join('; ')}.`;
    }
    case 'process':
      return `${kind}: ${chart.title}. ${chart.steps.map((step, i) => `Step ${i + 1}: ${step}`).join('; ')}.`;
    case 'map': {
      const panels = chart.panels.map(
        (panel) =>
          `${panel.label}: ${panel.features.map((feature) => `${feature.name} (${compassPosition(feature)})`).join(', ')}`,
      );
      return `${kind}: ${chart.title}. ${panels.join('; ')}.`;
    }
  }
}
