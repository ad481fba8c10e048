import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type EdgeConfig, edgeConfigFrom, edgeEnvShape } from './edge-settings.ts';
import { type EscalationConfig, escalationConfigFrom, escalationEnvShape } from './escalation-settings.ts';
import { type FirstReadConfig, firstReadConfigFrom, firstReadEnvShape } from './first-read-settings.ts';
import { type MailConfig, mailConfigFrom, mailEnvShape } from './mail-settings.ts';
import { type PaymentConfig, paymentConfigFrom, paymentEnvShape } from './payment-settings.ts';
import { tracingEnvShape } from './tracing-settings.ts';
import { type WebhookConfig, webhookConfigFrom, webhookEnvShape } from './webhook-settings.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // The Prometheus metrics on a port of their own (off when unset), on METRICS_HOST (loopback unless opened).
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.string().default('127.0.0.1'),
  PUBLIC_ORIGIN: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Readable lines for a person, or one JSON object a line for a log collector; by NODE_ENV when unset.
  LOG_FORMAT: optionalString.pipe(z.enum(['pretty', 'json']).optional()),
  DATABASE_URL: optionalString.pipe(z.string().startsWith('postgres').optional()),
  DATA_DIR: z.string().default(`${repoRoot}.data`),
  REDIS_URL: optionalString.pipe(z.string().startsWith('redis').optional()),
  // Every Redis key of the platform starts with it (BullMQ's queues, the scheduler's pointers), so several copies
  // (a bench run, a test run) can share one Redis. Braces allowed: `{mocktest}` keeps the keys on one Cluster slot.
  REDIS_KEY_PREFIX: optionalString
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_.:{}-]{1,64}$/, 'expected 1 to 64 letters, digits or _ . : { } -')
        .optional(),
    )
    .transform((value) => value ?? 'bull'),
  // A schedule call (and each of its Redis commands) gives up after this, so a Redis outage never holds a request.
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1_000),
  // The reconcile pass re-derives timers from the database at start and then at this interval.
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  // A pass running longer is abandoned and logged, so a stuck call cannot stop the next ones.
  RECONCILE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  // A deadline job whose worker died (kill -9) runs again after at most lock + 2 stalled checks (BullMQ).
  DEADLINE_JOB_LOCK_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  DEADLINE_STALLED_CHECK_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  // Due timers one worker handles at once; each holds a database connection while it runs.
  DEADLINE_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(32),
  FIREBASE_PROJECT_ID: z.string().default('demo-mocktest'),
  FIREBASE_API_KEY: z.string().default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: optionalString,
  FIREBASE_AUTH_EMULATOR_HOST: optionalString,
  // Only for docker-compose, where the container listens on all its interfaces but the port is published on the
  // host's loopback.
  AUTH_EMULATOR_ALLOW_NON_LOOPBACK: z.enum(['true', 'false']).default('false'),
  // The port of the Auth emulator embedded mode starts (a test run or a second copy takes another one).
  AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
  // The Auth emulator as the browser reaches it, when that differs from where the server does (docker-compose: the
  // server asks auth-emulator:9099, a name only containers resolve; the browser asks the published 127.0.0.1:9099).
  AUTH_EMULATOR_PUBLIC_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  // How long a user's "not revoked, not disabled" verdict is trusted before the identity service is asked again (0:
  // every request); sensitive calls (role changes, publishing) always ask.
  TOKEN_REVOCATION_CHECK_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  // How long a new API key works; a key never outlives a year.
  API_KEY_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(90),
  // Keys neither revoked nor expired that one user may hold: enough for one per integration, few enough to audit.
  API_KEYS_PER_USER: z.coerce.number().int().min(1).max(1_000).default(10),
  EVALUATION_DEADLINE_SECONDS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
  // Shortens every test's writing time to this many seconds (demos and tests), like EVALUATION_DEADLINE_SECONDS.
  TEST_DURATION_SECONDS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
  // How long after the end of the writing time a last autosave may arrive before the server closes the attempt.
  TIME_UP_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  // Embedded mode: how long a call waits its turn for PGlite's one connection before it fails instead of hanging.
  DATABASE_MAX_WAIT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  // PostgreSQL connections one process may open; replicas times this (plus the workers') must fit max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // On SIGTERM: how long /readyz answers 503 before the server stops taking requests (time for a load balancer to
  // notice), then how long requests in flight may take to finish before the process exits anyway.
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  // A tutor's claim nobody touched (claim, draft save) for this long counts as unclaimed: another tutor may take it.
  CLAIM_IDLE_MINUTES: z.coerce.number().int().min(1).max(1_440).default(60),
  // The share of submissions (percent) drawn for a blind second marking by another tutor; 0 turns it off.
  SECOND_MARKING_PERCENT: z.coerce.number().min(0).max(100).default(10),
  // Per-account test clocks (setTestClock, makeTimerDueNow) for test platforms; refused in production.
  TEST_CLOCKS: z.enum(['true', 'false']).default('false'),
  // Phrases one tutor's comment bank may hold: plenty for every criterion of every exam, few enough to list at once.
  COMMENT_PHRASES_PER_TUTOR: z.coerce.number().int().min(1).max(5_000).default(300),
  WEB_CANDIDATE_DIST: z.string().default(`${repoRoot}web/candidate/dist`),
  WEB_TUTOR_DIST: z.string().default(`${repoRoot}web/tutor/dist`),
  ...edgeEnvShape,
  ...paymentEnvShape,
  ...mailEnvShape,
  ...webhookEnvShape,
  ...firstReadEnvShape,
  ...escalationEnvShape,
  ...tracingEnvShape,
});

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicOrigin: string;
  /** METRICS_PORT and METRICS_HOST: where GET /metrics answers; null when no metrics are served. */
  metrics: { host: string; port: number } | null;
  logLevel: string;
  /** LOG_FORMAT: 'pretty' (a readable line each) in development, 'json' elsewhere unless set. */
  logFormat: 'pretty' | 'json';
  databaseUrl: string | null;
  dataDir: string;
  redisUrl: string | null;
  /** REDIS_KEY_PREFIX: what every Redis key of the platform starts with (BullMQ's default, `bull`, unless set). */
  redisKeyPrefix: string;
  /** Deadline timers: Redis time budget, reconcile cadence, recovery of jobs whose worker died. */
  scheduling: {
    redisCommandTimeoutMs: number;
    reconcileIntervalSeconds: number;
    reconcileTimeoutSeconds: number;
    jobLockSeconds: number;
    stalledCheckSeconds: number;
    workerConcurrency: number;
  };
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    /** host:port of the Auth emulator the server verifies tokens with; null for a real Firebase project. */
    emulatorHost: string | null;
    /** Embedded mode (a demo project, no emulator named, not production): `npm start` runs the emulator itself. */
    startsEmulator: boolean;
    /** AUTH_EMULATOR_PUBLIC_URL: the emulator's address for the browser; by default http://<emulatorHost>. */
    emulatorPublicUrl: string | null;
  };
  /** Where embedded mode starts its Auth emulator (127.0.0.1:<port>). */
  authEmulatorPort: number;
  /** The window within which a revoked or disabled account is refused on ordinary calls. */
  tokenRevocationCheckSeconds: number;
  /** API_KEY_EXPIRY_DAYS: how long a new API key works (1 to 365 days, 90 by default). */
  apiKeyExpiryDays: number;
  /** API_KEYS_PER_USER: active keys one user may hold (1 to 1000, 10 by default). */
  apiKeysPerUser: number;
  deadlineSecondsOverride: number | null;
  writingSecondsOverride: number | null;
  timeUpGraceSeconds: number;
  /** DATABASE_POOL_SIZE: the PostgreSQL connections one process may open. */
  databasePoolSize: number;
  /** DATABASE_MAX_WAIT_MS: how long a call waits for the embedded database's one connection before failing. */
  databaseMaxWaitMs: number;
  /** SHUTDOWN_DELAY_SECONDS and SHUTDOWN_GRACE_SECONDS: the drain of a stopping replica. */
  shutdown: { delaySeconds: number; graceSeconds: number };
  /** CLAIM_IDLE_MINUTES: idle time after which a tutor's claim lapses (1 to 1440 minutes, 60 by default). */
  claimIdleMinutes: number;
  /** SECOND_MARKING_PERCENT: share of submissions drawn for a blind second marking (0 to 100, 10 by default). */
  secondMarkingPercent: number;
  /** TEST_CLOCKS: admins may set per-account test clocks and make timers due now (never in production). */
  testClocks: boolean;
  /** COMMENT_PHRASES_PER_TUTOR: phrases one tutor's comment bank may hold (1 to 5000, 300 by default). */
  commentPhrasesPerTutor: number;
  webCandidateDist: string;
  webTutorDist: string;
  /** HTTP edge: proxy trust, rate limits, GraphQL limits, health probe budget. */
  edge: EdgeConfig;
  /** Payments: Stripe with its three keys (full mode), else the simulated test gateway (refused in production). */
  payments: PaymentConfig;
  /** Mail: SMTP delivery through the outbox relay when SMTP_URL is set, else kept in the outbox only. */
  mail: MailConfig;
  /** Webhooks: the SSRF guard's allowance, the secrets' sealing key, timeouts and the retry schedule. */
  webhooks: WebhookConfig;
  /** The automatic first read's job: its cadence, batch, retries and lease. */
  firstRead: FirstReadConfig;
  /** Deadline escalation: when the tutors are mailed, and which of them. */
  escalation: EscalationConfig;
};

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/** Reads and validates the environment once at start; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const emulatorHost = e.FIREBASE_AUTH_EMULATOR_HOST ?? null;
  // firebase-admin turns to the emulator (and accepts unsigned tokens) on any non-empty value, blanks included
  // (`!!process.env.FIREBASE_AUTH_EMULATOR_HOST`), so "set" is judged on the raw value, before the schema trims it.
  const emulatorVariableSet = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  if (e.NODE_ENV === 'production' && emulatorVariableSet) {
    throw new Error(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set in production (emulator tokens are unsigned); even a blank value counts, unset it.',
    );
  }
  if (emulatorVariableSet && !emulatorHost) {
    throw new Error(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is blank, which firebase-admin still treats as set (unsigned tokens); unset it or give host:port.',
    );
  }
  const startsEmulator = e.NODE_ENV !== 'production' && !emulatorHost && e.FIREBASE_PROJECT_ID.startsWith('demo-');
  if (e.NODE_ENV === 'production' && e.AUTH_EMULATOR_PUBLIC_URL) {
    throw new Error('Refusing to start: AUTH_EMULATOR_PUBLIC_URL is set in production, where no Auth emulator runs.');
  }
  if ((emulatorHost || startsEmulator) && !loopbackHosts.has(e.HOST) && e.AUTH_EMULATOR_ALLOW_NON_LOOPBACK !== 'true') {
    throw new Error(
      `Refusing to listen on ${e.HOST} with the Auth emulator: emulator tokens are unsigned, use 127.0.0.1.`,
    );
  }
  if (e.NODE_ENV === 'production' && e.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new Error('Refusing to start: FIREBASE_PROJECT_ID is a demo project in production.');
  }
  if (e.NODE_ENV === 'production' && e.TEST_CLOCKS === 'true') {
    throw new Error(
      'Refusing to start: TEST_CLOCKS is on in production (admins could shorten deadlines and fire timers early); unset it.',
    );
  }
  const payments = paymentConfigFrom(e, e.NODE_ENV === 'production');
  const webhooks = webhookConfigFrom(e);
  // Secrets every process (each core replica, the worker) must hold alike: one made up per process would leave the
  // others unable to open what it sealed. Outside production there are stand-ins (a fixed development key, a secret
  // per process, logged at start); the simulated gateway's secret is moot here, since production refuses it.
  if (e.NODE_ENV === 'production' && !e.WEBHOOK_SECRET_KEY) {
    throw new Error(
      "Refusing to start: production needs WEBHOOK_SECRET_KEY (64 hex digits: openssl rand -hex 32), the same in every process (the core replicas and the worker): it seals the webhook endpoints' signing secrets.",
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://${e.HOST}:${e.PORT}`,
    metrics: e.METRICS_PORT === undefined ? null : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    scheduling: {
      redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
      reconcileIntervalSeconds: e.RECONCILE_INTERVAL_SECONDS,
      reconcileTimeoutSeconds: e.RECONCILE_TIMEOUT_SECONDS,
      jobLockSeconds: e.DEADLINE_JOB_LOCK_SECONDS,
      stalledCheckSeconds: e.DEADLINE_STALLED_CHECK_SECONDS,
      workerConcurrency: e.DEADLINE_WORKER_CONCURRENCY,
    },
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost,
      startsEmulator,
      emulatorPublicUrl: e.AUTH_EMULATOR_PUBLIC_URL ?? null,
    },
    authEmulatorPort: e.AUTH_EMULATOR_PORT,
    tokenRevocationCheckSeconds: e.TOKEN_REVOCATION_CHECK_SECONDS,
    apiKeyExpiryDays: e.API_KEY_EXPIRY_DAYS,
    apiKeysPerUser: e.API_KEYS_PER_USER,
    deadlineSecondsOverride: e.EVALUATION_DEADLINE_SECONDS ?? null,
    writingSecondsOverride: e.TEST_DURATION_SECONDS ?? null,
    timeUpGraceSeconds: e.TIME_UP_GRACE_SECONDS,
    databaseMaxWaitMs: e.DATABASE_MAX_WAIT_MS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    shutdown: { delaySeconds: e.SHUTDOWN_DELAY_SECONDS, graceSeconds: e.SHUTDOWN_GRACE_SECONDS },
    claimIdleMinutes: e.CLAIM_IDLE_MINUTES,
    secondMarkingPercent: e.SECOND_MARKING_PERCENT,
    testClocks: e.TEST_CLOCKS === 'true',
    commentPhrasesPerTutor: e.COMMENT_PHRASES_PER_TUTOR,
    webCandidateDist: e.WEB_CANDIDATE_DIST,
    webTutorDist: e.WEB_TUTOR_DIST,
    edge: edgeConfigFrom(e, e.NODE_ENV === 'production'),
    payments,
    mail: mailConfigFrom(e),
    webhooks,
    firstRead: firstReadConfigFrom(e),
    escalation: escalationConfigFrom(e),
  };
}

/** The configuration once embedded mode's Auth emulator listens at `host`: the server verifies tokens there. */
export function withStartedEmulator(config: Config, host: string): Config {
  return { ...config, firebase: { ...config.firebase, emulatorHost: host } };
}

/** Where the browser finds the Auth emulator (app-config.json, CSP); null without an emulator. */
export function emulatorBrowserUrl(firebase: Config['firebase']): string | null {
  if (!firebase.emulatorHost) return null;
  return firebase.emulatorPublicUrl ?? `http://${firebase.emulatorHost}`;
}
