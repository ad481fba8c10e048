import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature, webhookSignature } from './webhook-signature.ts';

const secret = 'whsec_unit-test-secret';
const body =
  '{"id":"evt_1","type":"attempt.submitted","createdAt":"2026-01-05T10:00:00.000Z","data":{"attemptId":"a1"}}';

describe('webhook signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">, which the README three lines verify', () => {
    const header = webhookSignature(secret, Math.floor(Date.now() / 1000), body);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    // The README's three lines, as an integrator would paste them (req.headers, rawBody, secret).
    const req = { headers: { 'webhook-signature': header } };
    const rawBody = body;
    const [t, v1] = req.headers['webhook-signature'].split(',').map((kv) => kv.split('=')[1] as string);
    const mac = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
    const ok = timingSafeEqual(Buffer.from(mac), Buffer.from(v1 as string)) && Date.now() / 1000 - Number(t) < 300;
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
