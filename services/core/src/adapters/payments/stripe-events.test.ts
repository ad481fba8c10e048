import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { stripeSignatureHeader, verifiedPaymentEvent } from './stripe-events.ts';

// The payment webhook's signature check (Stripe's and the simulated gateway's events): a timestamp is accepted only
// within the tolerance on either side of the time received. Stripe's own check bounds only the age, so a signature
// dated in the future (a clock far ahead, or one made to outlive the replay window) was accepted.

const secret = 'whsec_unit_test';
const rawBody = JSON.stringify({
  id: 'evt_1',
  type: 'payment_intent.succeeded',
  data: { object: { id: 'pi_1', status: 'succeeded', amount: 2000, amount_received: 2000, currency: 'usd' } },
});
const receivedAt = new Date('2026-03-01T12:00:00Z');
const signedAt = (offsetSeconds: number) => new Date(receivedAt.getTime() + offsetSeconds * 1000);
const read = (signature: string, body = rawBody) =>
  verifiedPaymentEvent({ rawBody: body, signature, secret, toleranceSeconds: 300, receivedAt });

function domainErrorOf(call: () => unknown): DomainError {
  try {
    call();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('Expected a DomainError, but the call succeeded.');
}

describe('verifiedPaymentEvent', () => {
  it('accepts a signature made up to the tolerance before or after the time received', () => {
    for (const offset of [0, -300, 300, -1, 1]) {
      expect(read(stripeSignatureHeader(rawBody, secret, signedAt(offset)))).toMatchObject({
        kind: 'outcome',
        paymentId: 'pi_1',
      });
    }
  });

  it('refuses a signature dated further in the future than the tolerance', () => {
    for (const offset of [301, 3_600, 86_400 * 365]) {
      const error = domainErrorOf(() => read(stripeSignatureHeader(rawBody, secret, signedAt(offset))));
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/timestamp is more than 300 seconds ahead/);
    }
  });

  it('refuses a signature older than the tolerance, a wrong one, and one without a timestamp', () => {
    expect(domainErrorOf(() => read(stripeSignatureHeader(rawBody, secret, signedAt(-301)))).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(domainErrorOf(() => read(stripeSignatureHeader(rawBody, 'whsec_other', signedAt(0)))).code).toBe(
      'BAD_USER_INPUT',
    );
    const v1 = stripeSignatureHeader(rawBody, secret, signedAt(0)).split(',')[1] as string;
    expect(domainErrorOf(() => read(v1)).code).toBe('BAD_USER_INPUT');
    expect(domainErrorOf(() => read(`t=abc,${v1}`)).code).toBe('BAD_USER_INPUT');
  });
});
