import { describe, expect, test } from 'vitest';
import { checkoutState, completionPath, paymentPath, readCheckoutSession } from './checkout-session';

const session = { purchaseId: 'p-1', gateway: 'SIMULATED' as const, clientSecret: 'sim_secret', publishableKey: null };

describe('the checkout session handed to the payment page', () => {
  test('comes back whole from the navigation state', () => {
    expect(readCheckoutSession(checkoutState(session))).toEqual(session);
    const stripe = { ...session, gateway: 'STRIPE' as const, publishableKey: 'pk_test_1' };
    expect(readCheckoutSession(checkoutState(stripe))).toEqual(stripe);
  });

  test('is missing when the page was opened without one or the state is not a session', () => {
    expect(readCheckoutSession(null)).toBeNull();
    expect(readCheckoutSession({})).toBeNull();
    expect(readCheckoutSession({ checkout: { ...session, gateway: 'PAYPAL' } })).toBeNull();
    expect(readCheckoutSession({ checkout: { ...session, clientSecret: '' } })).toBeNull();
    expect(readCheckoutSession({ checkout: { ...session, publishableKey: 3 } })).toBeNull();
  });
});

test('the payment and completion addresses name the purchase and never the client secret', () => {
  expect(paymentPath('a b')).toBe('/dashboard/payment?purchase=a%20b');
  expect(completionPath('p-1')).toBe('/dashboard/completion?purchase=p-1');
});
