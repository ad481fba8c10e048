import { describe, expect, it } from 'vitest';
import { svgProblems, svgTextLines } from '../../test-support/svg-checks.ts';
import { type ChartData, describeChart, renderChartSvg, wrapText } from './chart-svg.ts';

const charts: Record<ChartData['kind'], ChartData> = {
  bar: {
    kind: 'bar',
    title: 'Households with a home garden in four regions of Tarnland, 1990 and 2020',
    yLabel: '% of households',
    categories: ['North Coast', 'Central Lowlands & Valleys', 'East', 'South'],
    series: [
      { name: '1990', values: [62, 48.5, 30, 55] },
      { name: '2020', values: [41, 52, 35, 39] },
    ],
  },
  line: {
    kind: 'line',
    title: 'Ferry passengers',
    yLabel: 'Passengers (millions)',
    categories: ['2000', '2005', '2010', '2015', '2020'],
    series: [
      { name: 'Route A', values: [1.2, 1.8, 2.4, 2.1, 0.9] },
      { name: 'Route B', values: [0.4, 0.6, 1.1, 1.9, 2.7] },
      { name: 'Route C', values: [2.2, 2, 1.7, 1.5, 1.4] },
    ],
  },
  pie: {
    kind: 'pie',
    title: 'How students in Corbel travel to college',
    pies: [
      {
        label: '2004',
        slices: [
          { name: 'Bus', value: 45 },
          { name: 'Car', value: 30 },
          { name: 'Bicycle', value: 22 },
          { name: 'Other', value: 3 },
        ],
      },
      {
        label: '2024',
        slices: [
          { name: 'Bus', value: 35 },
          { name: 'Car', value: 15 },
          { name: 'Bicycle', value: 40 },
          { name: 'E-scooter', value: 10 },
        ],
      },
    ],
  },
  table: {
    kind: 'table',
    title: 'Average weekly hours of paid work',
    unit: 'hours per week',
    columns: ['Age group', '1995', '2010', '2025'],
    rows: [
      { label: '18-24', values: [21, 19.5, 17] },
      { label: '25-54 (full-time and part-time workers)', values: [38, 37, 'n/a'] },
    ],
  },
  process: {
    kind: 'process',
    title: 'How olive oil is produced',
    steps: [
      'Olives are picked by hand or by machine in late autumn',
      'Washing',
      'Crushing into a paste',
      'Mixing (malaxation) for 30-45 minutes',
      'Separating oil from water in a centrifuge',
      'Bottling',
    ],
  },
  map: {
    kind: 'map',
    title: 'Harbour district of Penmore',
    panels: [
      {
        label: '2000',
        features: [
          { name: 'Fishing harbour', x: 0, y: 70, w: 60, h: 30 },
          { name: 'Warehouses', x: 62, y: 70, w: 38, h: 20 },
          { name: 'Coast road', x: 0, y: 60, w: 100, h: 8 },
        ],
      },
      {
        label: 'Now',
        features: [
          { name: 'Marina', x: 0, y: 70, w: 60, h: 30 },
          { name: 'Apartments', x: 62, y: 70, w: 38, h: 20 },
          { name: 'Coast road', x: 0, y: 60, w: 100, h: 8 },
          { name: 'Park', x: 10, y: 10, w: 30, h: 30 },
        ],
      },
    ],
  },
};

describe('renderChartSvg', () => {
  for (const chart of Object.values(charts)) {
    it(`draws a ${chart.kind} as well-formed SVG, 640 units wide, text of 14 units or more, with its text alternative`, () => {
      const svg = renderChartSvg(chart);
      expect(svgProblems(svg)).toEqual([]);
      expect(svg).toContain(`<title id="chart-title">`);
      expect(svg).toContain('<desc id="chart-desc">');
    });
  }

  it('wraps long labels so that no line runs wider than its place on the chart', () => {
    const lines = svgTextLines(renderChartSvg(charts.bar));
    // Four categories share about 540 units: a long category name takes two or three lines under its bars.
    expect(lines).not.toContain('Central Lowlands & Valleys');
    expect(lines.filter((line) => /Central|Lowlands|Valleys/.test(line)).length).toBeGreaterThanOrEqual(2);
    for (const line of svgTextLines(renderChartSvg(charts.process))) expect(line.length).toBeLessThanOrEqual(40);
  });

  it('escapes text so that an ampersand or a bracket never breaks the document', () => {
    const svg = renderChartSvg({ ...charts.bar, title: 'Rock & roll <live> "tickets"' } as ChartData);
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).toContain('Rock &amp; roll &lt;live&gt; &quot;tickets&quot;');
  });

  it('ends the value axis on the first round step above the data, so the bars use the height of the plot', () => {
    // The largest value is 62: gridlines every 10 up to 70 (d3's nice ticks), not up to 100.
    const numbers = svgTextLines(renderChartSvg(charts.bar)).filter((line) => /^\d+$/.test(line));
    expect(numbers.slice(0, -2)).toEqual(['0', '10', '20', '30', '40', '50', '60', '70']);
    expect(numbers.slice(-2)).toEqual(['1990', '2020']); // the legend
  });

  it('draws one wedge per pie slice, in the order of the data', () => {
    const svg = renderChartSvg(charts.pie);
    expect(svg.match(/<path transform="translate\(/g)).toHaveLength(8);
    const labels = svgTextLines(svg).filter((line) => line.endsWith('%'));
    expect(labels).toEqual(['45%', '30%', '22%', '3%', '35%', '15%', '40%', '10%']);
  });

  it('numbers the steps of a process in order', () => {
    const lines = svgTextLines(renderChartSvg(charts.process));
    expect(lines.filter((line) => /^\d+$/.test(line))).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('labels every map feature and gives each panel its heading', () => {
    const lines = svgTextLines(renderChartSvg(charts.map));
    for (const name of ['2000', 'Now', 'Fishing', 'Marina', 'Apartments', 'Park'])
      expect(lines.join(' ')).toContain(name);
  });
});

describe('describeChart', () => {
  it('reads a graph as a candidate would, to the nearest gridline or half gridline: the exam makes them estimate', () => {
    expect(describeChart(charts.line)).toBe(
      'Line graph: Ferry passengers (Passengers (millions); values read from the graph to the nearest 0.5). ' +
        'Route A: 2000 1, 2005 2, 2010 2.5, 2015 2, 2020 1; Route B: 2000 0.5, 2005 0.5, 2010 1, 2015 2, 2020 2.5; ' +
        'Route C: 2000 2, 2005 2, 2010 1.5, 2015 1.5, 2020 1.5.',
    );
    for (const exact of ['1.2', '1.8', '2.4', '0.9', '2.7']) expect(describeChart(charts.line)).not.toContain(exact);
  });

  it('says a small graph value is near 0 rather than 0', () => {
    const chart: ChartData = {
      kind: 'bar',
      title: 'Sales',
      yLabel: 'Units',
      categories: ['A', 'B', 'C'],
      series: [{ name: '2024', values: [0, 3, 400] }],
    };
    expect(describeChart(chart)).toBe(
      'Bar chart: Sales (Units; values read from the graph to the nearest 50). 2024: A 0, B near 0, C 400.',
    );
  });

  it('carries the printed figures of pie charts and tables, and every step and feature', () => {
    expect(describeChart(charts.pie)).toBe(
      'Pie chart: How students in Corbel travel to college. 2004: Bus 45%, Car 30%, Bicycle 22%, Other 3%; ' +
        '2024: Bus 35%, Car 15%, Bicycle 40%, E-scooter 10%.',
    );
    expect(describeChart(charts.table)).toBe(
      'Table: Average weekly hours of paid work (hours per week). 18-24: 1995 21, 2010 19.5, 2025 17; ' +
        '25-54 (full-time and part-time workers): 1995 38, 2010 37, 2025 n/a.',
    );
    expect(describeChart(charts.process)).toMatch(
      /^Process diagram: How olive oil is produced\. Step 1: Olives are picked .*; Step 6: Bottling\.$/,
    );
  });

  it('places map features by compass direction', () => {
    expect(describeChart(charts.map)).toBe(
      'Map: Harbour district of Penmore. 2000: Fishing harbour (south-west), Warehouses (south-east), Coast road (centre); ' +
        'Now: Marina (south-west), Apartments (south-east), Coast road (centre), Park (north-west).',
    );
  });
});

describe('wrapText', () => {
  it('breaks between words, and hyphenates only a word longer than a line', () => {
    expect(wrapText('Sorting by paper grade', 10)).toEqual(['Sorting by', 'paper', 'grade']);
    expect(wrapText('Electroplating', 8)).toEqual(['Electro-', 'plating']);
    expect(wrapText('Footbridge', 6, true)).toEqual(['Footbridge']);
  });
});
