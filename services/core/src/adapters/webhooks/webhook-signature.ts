import { createHmac, timingSafeEqual } from 'node:crypto';

// The signature scheme integrators verify (docs/integrators.md, "Verifying the signature"): HMAC-SHA256 with the
// endpoint's secret over `${timestamp}.${body}`, hex, sent as `Webhook-Signature: t=<unix seconds>,v1=<hex>`. The
// timestamp inside the signed text lets a receiver refuse an old delivery replayed at it.

export const signatureHeader = 'webhook-signature';
export const eventIdHeader = 'webhook-id';
export const eventTypeHeader = 'webhook-event';

export function webhookSignature(secret: string, timestampSeconds: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/** True when `header` signs `body` with `secret` and its timestamp is within `toleranceSeconds` of `nowSeconds`. */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  options: { nowSeconds: number; toleranceSeconds: number },
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(options.nowSeconds - t) > options.toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, t, body).split('v1=')[1] ?? '', 'hex');
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
