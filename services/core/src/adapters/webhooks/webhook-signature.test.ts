import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature, webhookSignature } from './webhook-signature.ts';

const secret = 'whsec_unit-test-secret';
const body =
  '{"id":"evt_1","type":"attempt.submitted","createdAt":"2026-01-05T10:00:00.000Z","data":{"attemptId":"a1"}}';

describe('webhook signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">, which the README three lines verify', () => {
    const header = webhookSignature(secret, 1_767_607_200, body);
    expect(header).toMatch(/^t=1767607200,v1=[0-9a-f]{64}$/);

    // The README's three lines, as an integrator would paste them.
    const [t, v1] = header.split(',').map((part) => part.split('=')[1] ?? '');
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    const ok = timingSafeEqual(Buffer.from(v1 ?? ''), Buffer.from(expected));
    expect(ok).toBe(true);
  });

  it('refuses another secret, a changed body and an old timestamp', () => {
    const header = webhookSignature(secret, 1_000, body);
    const at = { nowSeconds: 1_010, toleranceSeconds: 300 };
    expect(verifyWebhookSignature(secret, header, body, at)).toBe(true);
    expect(verifyWebhookSignature('whsec_other', header, body, at)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body.replace('a1', 'a2'), at)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, { nowSeconds: 2_000, toleranceSeconds: 300 })).toBe(false);
    expect(verifyWebhookSignature(secret, 't=1000,v1=zz', body, at)).toBe(false);
  });
});
