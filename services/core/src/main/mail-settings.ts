import { z } from 'zod';

// Mail delivery settings, validated with the rest of the environment in config.ts. With SMTP_URL an outbox relay
// sends every queued mail through that server (the worker in full mode, the server itself in embedded mode);
// without it mails are only kept in the outbox, readable there, and not sent.

export type MailConfig = {
  /** null: no relay runs; mails stay pending in the outbox. */
  smtpUrl: string | null;
  from: string;
  /** Connection, greeting and idle-socket budget of one SMTP send. */
  sendTimeoutMs: number;
  relayIntervalSeconds: number;
  batchSize: number;
  maxTries: number;
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  /** How long a claimed row is held before another relay may try it (a relay that died mid-send). */
  claimLeaseSeconds: number;
};

const whole = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

const mailbox = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

export const mailEnvShape = {
  SMTP_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional()
    .pipe(
      z.url({ protocol: /^smtps?$/, error: 'expected smtp://[user:password@]host:port or smtps://...' }).optional(),
    ),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(mailbox, 'expected an address, optionally with a name: Name <address@example.com>')
    .default('Writing Mock Tests <no-reply@mocktest.invalid>'),
  MAIL_SEND_TIMEOUT_SECONDS: whole(20, 1, 300),
  MAIL_RELAY_INTERVAL_SECONDS: whole(5, 1, 3_600),
  MAIL_RELAY_BATCH_SIZE: whole(50, 1, 1_000),
  MAIL_MAX_TRIES: whole(5, 1, 20),
  MAIL_RETRY_BASE_SECONDS: whole(30, 1, 3_600),
  MAIL_RETRY_MAX_SECONDS: whole(3_600, 1, 86_400),
};

type MailEnv = {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  MAIL_SEND_TIMEOUT_SECONDS: number;
  MAIL_RELAY_INTERVAL_SECONDS: number;
  MAIL_RELAY_BATCH_SIZE: number;
  MAIL_MAX_TRIES: number;
  MAIL_RETRY_BASE_SECONDS: number;
  MAIL_RETRY_MAX_SECONDS: number;
};

/** The mail settings; throws when the backoff's cap is below its first wait. */
export function mailConfigFrom(e: MailEnv): MailConfig {
  if (e.MAIL_RETRY_MAX_SECONDS < e.MAIL_RETRY_BASE_SECONDS) {
    throw new Error(
      `Invalid configuration: MAIL_RETRY_MAX_SECONDS (${e.MAIL_RETRY_MAX_SECONDS}) is below MAIL_RETRY_BASE_SECONDS (${e.MAIL_RETRY_BASE_SECONDS}).`,
    );
  }
  return {
    smtpUrl: e.SMTP_URL ?? null,
    from: e.MAIL_FROM,
    sendTimeoutMs: e.MAIL_SEND_TIMEOUT_SECONDS * 1000,
    relayIntervalSeconds: e.MAIL_RELAY_INTERVAL_SECONDS,
    batchSize: e.MAIL_RELAY_BATCH_SIZE,
    maxTries: e.MAIL_MAX_TRIES,
    retryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS,
    retryMaxSeconds: e.MAIL_RETRY_MAX_SECONDS,
    // A send waits at most connection + greeting + idle socket budgets; the lease outlasts them with room to spare.
    claimLeaseSeconds: e.MAIL_SEND_TIMEOUT_SECONDS * 3 + 60,
  };
}
