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
