import { z } from 'zod';

// Settings of the payment gateway, validated with the rest of the environment in config.ts. With Stripe's three keys
// the platform takes real payments (full mode); without them it runs the simulated test gateway (embedded mode),
// which a production start refuses.

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API address than api.stripe.com (stripe-mock, a local fake in tests); null for Stripe itself. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  timeoutMs: number;
  maxNetworkRetries: number;
};

export type PaymentConfig = {
  gateway: 'stripe' | 'simulated';
  stripe: StripeSettings | null;
  /** The simulated gateway's own webhook signing secret (random per start unless set). */
  simulatedWebhookSecret: string | null;
  /** A webhook signed longer ago than this is refused (replays). */
  webhookToleranceSeconds: number;
  /** How often the plan-expired notices are looked for. */
  planExpiryCheckSeconds: number;
  /** At most this many notices per pass (the rest wait for the next one). */
  planExpiryBatchSize: number;
};

const optionalKey = (prefixes: string[], what: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional()
    .refine((value) => value === undefined || prefixes.some((prefix) => value.startsWith(prefix)), {
      message: `expected ${what} starting with ${prefixes.join(' or ')}`,
    });

const whole = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

export const paymentEnvShape = {
  STRIPE_SECRET_KEY: optionalKey(['sk_', 'rk_'], 'a Stripe secret (or restricted) key'),
  STRIPE_PUBLISHABLE_KEY: optionalKey(['pk_'], 'a Stripe publishable key'),
  STRIPE_WEBHOOK_SECRET: optionalKey(['whsec_'], "the webhook endpoint's signing secret"),
  STRIPE_API_BASE_URL: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional()
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_TIMEOUT_MS: whole(10_000, 500, 120_000),
  STRIPE_MAX_NETWORK_RETRIES: whole(2, 0, 10),
  SIMULATED_GATEWAY_WEBHOOK_SECRET: optionalKey(['whsec_'], 'a signing secret'),
  PAYMENT_WEBHOOK_TOLERANCE_SECONDS: whole(300, 1, 3_600),
  PLAN_EXPIRY_CHECK_SECONDS: whole(300, 1, 86_400),
  PLAN_EXPIRY_BATCH_SIZE: whole(200, 1, 10_000),
};

type PaymentEnv = {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_BASE_URL?: string | undefined;
  STRIPE_TIMEOUT_MS: number;
  STRIPE_MAX_NETWORK_RETRIES: number;
  SIMULATED_GATEWAY_WEBHOOK_SECRET?: string | undefined;
  PAYMENT_WEBHOOK_TOLERANCE_SECONDS: number;
  PLAN_EXPIRY_CHECK_SECONDS: number;
  PLAN_EXPIRY_BATCH_SIZE: number;
};

/** The payment settings; throws when only some Stripe keys are set, or when production would run the simulator. */
export function paymentConfigFrom(e: PaymentEnv, production: boolean): PaymentConfig {
  const keys = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
  };
  const missing = Object.entries(keys)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0 && missing.length < 3) {
    throw new Error(
      `Refusing to start: Stripe needs all three of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (missing: ${missing.join(', ')}); set none of them for the simulated test gateway.`,
    );
  }
  if (missing.length === 3 && production) {
    throw new Error(
      'Refusing to start: production needs Stripe (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET); the simulated test gateway takes no money.',
    );
  }
  const common = {
    simulatedWebhookSecret: e.SIMULATED_GATEWAY_WEBHOOK_SECRET ?? null,
    webhookToleranceSeconds: e.PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
    planExpiryCheckSeconds: e.PLAN_EXPIRY_CHECK_SECONDS,
    planExpiryBatchSize: e.PLAN_EXPIRY_BATCH_SIZE,
  };
  if (missing.length === 3) return { gateway: 'simulated', stripe: null, ...common };
  let api: StripeSettings['api'] = null;
  if (e.STRIPE_API_BASE_URL) {
    const url = new URL(e.STRIPE_API_BASE_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return {
    gateway: 'stripe',
    stripe: {
      secretKey: keys.STRIPE_SECRET_KEY as string,
      publishableKey: keys.STRIPE_PUBLISHABLE_KEY as string,
      webhookSecret: keys.STRIPE_WEBHOOK_SECRET as string,
      api,
      timeoutMs: e.STRIPE_TIMEOUT_MS,
      maxNetworkRetries: e.STRIPE_MAX_NETWORK_RETRIES,
    },
    ...common,
  };
}

/**
 * The line logged at start when the simulated gateway signs with a secret made up by this process (development and
 * tests without SIMULATED_GATEWAY_WEBHOOK_SECRET); null when the secret is set or Stripe is used.
 */
export function perProcessSecretNotice(payments: PaymentConfig): string | null {
  if (payments.gateway !== 'simulated' || payments.simulatedWebhookSecret) return null;
  return (
    "payments: the simulated gateway's webhook signing secret is generated for this process only; set " +
    "SIMULATED_GATEWAY_WEBHOOK_SECRET (whsec_...) to the same value everywhere when several replicas run, or they refuse one another's events"
  );
}
