import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { PublishedSummary } from './published-summary';

type Evaluation = Parameters<typeof PublishedSummary>[0]['evaluation'];

const evaluation = {
  overall: { value: 390, display: '390 (B)', grade: 'B' },
  publishedAt: '2026-11-20T10:00:00.000Z',
} as unknown as Evaluation;

test('a published OET evaluation names its 0-500 score an estimate and says how it is computed', () => {
  const html = renderToStaticMarkup(<PublishedSummary evaluation={evaluation} exam="OETNurses" />);
  expect(html).toContain('390 (B)');
  expect(html).toContain('Estimated OET score.');
  expect(html).toContain('raw points out of 38');
});

test('a published IELTS evaluation shows the weighted mean it was rounded from, and that the rounding is ours', () => {
  const ielts = {
    overall: { value: 6.5, display: 'Band 6.5', grade: null, weightedMean: 77 / 12 },
    publishedAt: '2026-11-20T10:00:00.000Z',
  } as unknown as Evaluation;
  const html = renderToStaticMarkup(<PublishedSummary evaluation={ielts} exam="IELTSAcademic" />);
  expect(html).toContain('Band 6.5 (weighted mean 6.42, rounded to the nearest half band by us).');
  expect(html).toContain('this rounding is ours');
});

test('an IELTS evaluation stored before the weighted mean was recorded shows the band alone', () => {
  const stored = {
    overall: { value: 6.5, display: 'Band 6.5', grade: null },
    publishedAt: '2026-11-20T10:00:00.000Z',
  } as unknown as Evaluation;
  const html = renderToStaticMarkup(<PublishedSummary evaluation={stored} exam="IELTSAcademic" />);
  expect(html).not.toContain('weighted mean');
});
