import { createHash } from 'node:crypto';
import { z } from 'zod';

// Webhook delivery settings, validated with the rest of the environment in config.ts. Deliveries are sent by the
// worker in full mode and by the server itself in embedded mode.

export type WebhookConfig = {
  /** Whether endpoints may be on loopback, private or link-local addresses (the SSRF guard lets them through). */
  allowPrivateHosts: boolean;
  /**
   * Key sealing the endpoints' signing secrets (AES-256-GCM); null only in production without WEBHOOK_SECRET_KEY,
   * which loadConfig refuses (config.ts).
   */
  secretKey: Buffer | null;
  /** Whether `secretKey` is the fixed development key (not a secret: refused in production). */
  secretKeyIsDevelopmentDefault: boolean;
  /** One POST, from connecting to the answer's last byte. */
  timeoutMs: number;
  relayIntervalMs: number;
  batchSize: number;
  /** A delivery is retried until this long after its event (or its redeliver), then marked failed. */
  retryForMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed delivery is held before another relay may try it (a relay that died mid-send). */
  claimLeaseMs: number;
};

const whole = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

const flag = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.enum(['true', 'false']).optional(),
);

export const webhookEnvShape = {
  WEBHOOK_ALLOW_PRIVATE_HOSTS: flag,
  WEBHOOK_SECRET_KEY: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex digits (32 random bytes: openssl rand -hex 32)')
      .optional(),
  ),
  WEBHOOK_TIMEOUT_MS: whole(10_000, 100, 60_000),
  WEBHOOK_RELAY_INTERVAL_MS: whole(2_000, 50, 3_600_000),
  WEBHOOK_RELAY_BATCH_SIZE: whole(50, 1, 1_000),
  WEBHOOK_RETRY_FOR_HOURS: whole(24, 1, 168),
  WEBHOOK_RETRY_BASE_MS: whole(30_000, 50, 3_600_000),
  WEBHOOK_RETRY_MAX_MS: whole(3_600_000, 50, 86_400_000),
};

type WebhookEnv = {
  NODE_ENV: 'development' | 'test' | 'production';
  WEBHOOK_ALLOW_PRIVATE_HOSTS?: 'true' | 'false' | undefined;
  WEBHOOK_SECRET_KEY?: string | undefined;
  WEBHOOK_TIMEOUT_MS: number;
  WEBHOOK_RELAY_INTERVAL_MS: number;
  WEBHOOK_RELAY_BATCH_SIZE: number;
  WEBHOOK_RETRY_FOR_HOURS: number;
  WEBHOOK_RETRY_BASE_MS: number;
  WEBHOOK_RETRY_MAX_MS: number;
};

// Development and tests only: the embedded database outlives a restart, so the key must too; it is no secret.
const developmentKey = createHash('sha256').update('mocktest development webhook key, not a secret').digest();

/**
 * The webhook settings; throws when the backoff's cap is below its first wait. Production without WEBHOOK_SECRET_KEY
 * starts, but refuses to register endpoints (and cannot sign for any stored under another key).
 */
export function webhookConfigFrom(e: WebhookEnv): WebhookConfig {
  const production = e.NODE_ENV === 'production';
  if (e.WEBHOOK_RETRY_MAX_MS < e.WEBHOOK_RETRY_BASE_MS) {
    throw new Error(
      `Invalid configuration: WEBHOOK_RETRY_MAX_MS (${e.WEBHOOK_RETRY_MAX_MS}) is below WEBHOOK_RETRY_BASE_MS (${e.WEBHOOK_RETRY_BASE_MS}).`,
    );
  }
  return {
    // Local development and the tests receive on loopback servers of their own; production refuses them by default.
    allowPrivateHosts: (e.WEBHOOK_ALLOW_PRIVATE_HOSTS ?? (production ? 'false' : 'true')) === 'true',
    secretKey: e.WEBHOOK_SECRET_KEY ? Buffer.from(e.WEBHOOK_SECRET_KEY, 'hex') : production ? null : developmentKey,
    secretKeyIsDevelopmentDefault: !e.WEBHOOK_SECRET_KEY && !production,
    timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    relayIntervalMs: e.WEBHOOK_RELAY_INTERVAL_MS,
    batchSize: e.WEBHOOK_RELAY_BATCH_SIZE,
    retryForMs: e.WEBHOOK_RETRY_FOR_HOURS * 3_600_000,
    retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    retryMaxMs: e.WEBHOOK_RETRY_MAX_MS,
    // The batch's POSTs run side by side, each within the timeout; the lease outlasts them with room to spare.
    claimLeaseMs: e.WEBHOOK_TIMEOUT_MS * 2 + 60_000,
  };
}
