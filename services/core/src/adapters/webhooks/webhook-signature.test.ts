import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature, webhookSignature } from './webhook-signature.ts';

const secret = 'whsec_unit-test-secret';
const body =
  '{"id":"evt_1","type":"attempt.submitted","createdAt":"2026-01-05T10:00:00.000Z","data":{"attemptId":"a1"}}';

// The receiver's lines of docs/integrators.md ("Verifying the signature"), run as an integrator pastes them.
const readmeLines = (() => {
  const page = readFileSync(new URL('../../../../../docs/integrators.md', import.meta.url), 'utf8');
  const block = /Verifying it in Node[\s\S]*?```js\n([\s\S]*?)```/.exec(page)?.[1];
  if (!block) throw new Error('docs/integrators.md has no webhook verification example');
  return block;
})();
const readmeVerifies = (header: string, rawBody: string): boolean => {
  const req = { headers: { 'webhook-signature': header } };
  try {
    return new Function('crypto', 'req', 'rawBody', 'secret', `${readmeLines}\nreturn ok;`)(
      crypto,
      req,
      rawBody,
      secret,
    );
  } catch {
    return false; // timingSafeEqual throws on a signature of the wrong length: a refusal.
  }
};

describe('webhook signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">, which the three lines of docs/integrators.md verify', () => {
    const header = webhookSignature(secret, Math.floor(Date.now() / 1000), body);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(readmeVerifies(header, body)).toBe(true);
    expect(readmeVerifies(header, body.replace('a1', 'a2'))).toBe(false);
  });

  it('the lines of docs/integrators.md refuse a delivery signed too long ago and one dated too far ahead', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(readmeVerifies(webhookSignature(secret, now - 250, body), body)).toBe(true);
    expect(readmeVerifies(webhookSignature(secret, now + 250, body), body)).toBe(true);
    expect(readmeVerifies(webhookSignature(secret, now - 400, body), body)).toBe(false);
    expect(readmeVerifies(webhookSignature(secret, now + 400, body), body)).toBe(false);
    expect(readmeVerifies(webhookSignature(secret, now + 86_400 * 365, body), body)).toBe(false);
  });

  it('refuses another secret, a changed body, an old timestamp and one too far ahead', () => {
    const header = webhookSignature(secret, 1_000, body);
    const at = { nowSeconds: 1_010, toleranceSeconds: 300 };
    expect(verifyWebhookSignature(secret, header, body, at)).toBe(true);
    expect(verifyWebhookSignature('whsec_other', header, body, at)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body.replace('a1', 'a2'), at)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, { nowSeconds: 2_000, toleranceSeconds: 300 })).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, { nowSeconds: 700, toleranceSeconds: 300 })).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, { nowSeconds: 699, toleranceSeconds: 300 })).toBe(false);
    expect(verifyWebhookSignature(secret, 't=1000,v1=zz', body, at)).toBe(false);
  });
});
