import { expect, test } from 'vitest';
import { declineAdvice, paymentProblem, stripeProblem, unexpectedAdvice } from './payment-advice';
import { unexpectedPaymentError } from './payment-error-message';

test('the decline advice names what to try next and that nothing was charged', () => {
  expect(declineAdvice).toMatch(/Nothing was charged/);
  expect(declineAdvice).toMatch(/card number and expiry date/);
  expect(declineAdvice).toMatch(/another card/);
  expect(declineAdvice).toMatch(/contact your bank/);
});

test("the simulated gateway's decline keeps its message and gets the decline advice", () => {
  expect(paymentProblem('Your card was declined.')).toEqual({
    message: 'Your card was declined.',
    advice: declineAdvice,
  });
});

test('an attempt without an answer gets the connection advice, not the card advice', () => {
  expect(paymentProblem(unexpectedPaymentError)).toEqual({ message: unexpectedPaymentError, advice: unexpectedAdvice });
  expect(stripeProblem({ type: 'api_connection_error' }, unexpectedPaymentError).advice).toBe(unexpectedAdvice);
});

test("Stripe's card errors get the decline advice; an incomplete form none", () => {
  expect(stripeProblem({ type: 'card_error' }, 'Your card has insufficient funds.').advice).toBe(declineAdvice);
  expect(stripeProblem({ type: 'validation_error' }, 'Your card number is incomplete.').advice).toBeNull();
});
