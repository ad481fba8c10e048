import { expect, test } from 'vitest';
import { stripeErrorMessage, unexpectedPaymentError } from './payment-error-message';

test('a declined card or an incomplete form shows the provider message', () => {
  expect(stripeErrorMessage({ type: 'card_error', message: 'Your card was declined.' })).toBe(
    'Your card was declined.',
  );
  expect(stripeErrorMessage({ type: 'validation_error', message: 'Your card number is incomplete.' })).toBe(
    'Your card number is incomplete.',
  );
});

test('any other failure shows the generic message, spelt correctly', () => {
  expect(unexpectedPaymentError).toBe('An unexpected error occurred.');
  expect(stripeErrorMessage({ type: 'api_connection_error', message: 'Request to api.stripe.com failed' })).toBe(
    unexpectedPaymentError,
  );
  expect(stripeErrorMessage({ type: 'card_error' })).toBe(unexpectedPaymentError);
  expect(stripeErrorMessage(undefined)).toBe(unexpectedPaymentError);
});
