import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { PayNowButton } from './pay-now-button';

test('Pay Now waits for the card form to be ready', () => {
  const html = renderToStaticMarkup(<PayNowButton ready={false} submitting={false} />);
  expect(html).toContain('Pay Now');
  expect(html).toContain('disabled');
});

test('while a payment is on its way the button reads Loading and cannot be pressed again', () => {
  const html = renderToStaticMarkup(<PayNowButton ready submitting />);
  expect(html).toContain('>Loading<');
  expect(html).toContain('disabled');
  expect(html).toContain('aria-busy="true"');
});

test('a ready form can be paid', () => {
  const html = renderToStaticMarkup(<PayNowButton ready submitting={false} />);
  expect(html).not.toContain('disabled');
});
