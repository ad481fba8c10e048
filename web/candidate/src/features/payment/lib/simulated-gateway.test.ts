import { describe, expect, test } from 'vitest';
import { unexpectedPaymentError } from './payment-error-message';
import {
  authenticateSimulatedPayment,
  confirmSimulatedCard,
  type FetchLike,
  normaliseCardNumber,
} from './simulated-gateway';

type Sent = { url: string; body: unknown };

/** A gateway that answers `reply` and records what it was sent. */
function gateway(reply: () => Promise<Response>): { fetch: FetchLike; sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    fetch: async (url, init) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return reply();
    },
  };
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('paying with the simulated gateway', () => {
  test('sends the client secret and the card number, and a good card succeeds', async () => {
    const fake = gateway(json({ status: 'succeeded' }));
    const outcome = await confirmSimulatedCard(fake.fetch, { clientSecret: 'sim_1', cardNumber: '4242424242424242' });
    expect(outcome).toEqual({ kind: 'succeeded' });
    expect(fake.sent).toEqual([
      { url: '/simulated-gateway/confirm', body: { clientSecret: 'sim_1', cardNumber: '4242424242424242' } },
    ]);
  });

  test('a declined card shows the provider message', async () => {
    const fake = gateway(json({ status: 'failed', message: 'Your card was declined.' }, 402));
    expect(await confirmSimulatedCard(fake.fetch, { clientSecret: 's', cardNumber: '4000000000000002' })).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
  });

  test('a card that needs an extra confirmation asks for it, and the answer is sent', async () => {
    const confirm = gateway(json({ status: 'requires_action' }));
    expect(await confirmSimulatedCard(confirm.fetch, { clientSecret: 's', cardNumber: '4000002500003155' })).toEqual({
      kind: 'requires_action',
    });
    const authenticate = gateway(json({ status: 'failed', message: 'The bank refused the confirmation.' }));
    expect(await authenticateSimulatedPayment(authenticate.fetch, { clientSecret: 's', approve: false })).toEqual({
      kind: 'failed',
      message: 'The bank refused the confirmation.',
    });
    expect(authenticate.sent[0]).toEqual({
      url: '/simulated-gateway/authenticate',
      body: { clientSecret: 's', approve: false },
    });
  });

  test('a server error, an answer that is not the gateway shape, or no answer at all shows the generic message', async () => {
    const broken = gateway(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const odd = gateway(json({ error: 'Internal Server Error' }, 500));
    const offline = gateway(() => Promise.reject(new TypeError('Failed to fetch')));
    const failedWithoutWords = gateway(json({ status: 'failed' }));
    for (const fake of [broken, odd, offline, failedWithoutWords]) {
      expect(await confirmSimulatedCard(fake.fetch, { clientSecret: 's', cardNumber: '4242424242424242' })).toEqual({
        kind: 'failed',
        message: unexpectedPaymentError,
      });
    }
  });
});

test('a card number may be typed with spaces or dashes; too short or with letters it is not a card number', () => {
  expect(normaliseCardNumber('4242 4242 4242 4242')).toBe('4242424242424242');
  expect(normaliseCardNumber(' 4000-0025-0000-3155 ')).toBe('4000002500003155');
  expect(normaliseCardNumber('4242')).toBeNull();
  expect(normaliseCardNumber('4242 4242 4242 424x')).toBeNull();
  expect(normaliseCardNumber('')).toBeNull();
});
