import { randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { createThreadedMechanicsChecker } from '../adapters/first-read/threaded-mechanics-checker.ts';
import { createApiKeySecrets } from '../adapters/identity/api-key-secrets.ts';
import { firebaseOwnerAccountCheck, withApiKeys } from '../adapters/identity/api-key-token-verifier.ts';
import { verifiedAccounts } from '../adapters/identity/firebase-identity-accounts.ts';
import { createFirebaseIdentity, type FirebaseIdentity } from '../adapters/identity/firebase-token-verifier.ts';
import { createOutboxMailer } from '../adapters/mail/outbox-mailer.ts';
import { createSmtpMailSender, type SmtpMailSender } from '../adapters/mail/smtp-mail-sender.ts';
import { createMetrics, type Metrics } from '../adapters/metrics/metrics-registry.ts';
import {
  createSimulatedPaymentGateway,
  type SimulatedPaymentGateway,
} from '../adapters/payments/simulated-payment-gateway.ts';
import { createStripePaymentGateway } from '../adapters/payments/stripe-payment-gateway.ts';
import { createMockTestMemory, type MockTestMemory } from '../adapters/persistence/cached-mock-test.repository.ts';
import { createPersistence, type Persistence, type Repositories } from '../adapters/persistence/create-persistence.ts';
import { createBullmqDeadlineScheduler } from '../adapters/scheduling/bullmq-deadline-scheduler.ts';
import { createInProcessDeadlineScheduler } from '../adapters/scheduling/in-process-deadline-scheduler.ts';
import { createWebhookAdapters } from '../adapters/webhooks/create-webhook-adapters.ts';
import { readOperationsFigures } from '../application/admin/operations-figures.use-case.ts';
import type { ApiKeyDeps } from '../application/api-key/ports.ts';
import type { DeadlineScheduler } from '../application/attempt/ports.ts';
import type { CoreDeps, CoreSettings } from '../application/deps.ts';
import { handleTimer } from '../application/evaluation/handle-timer.ts';
import type { FirstReadDeps } from '../application/first-read/run-first-reads.use-case.ts';
import type { RelayDeps } from '../application/mail/relay-outbox.use-case.ts';
import type { PaymentGateway } from '../application/payment/ports.ts';
import type { Clock } from '../application/shared/ports.ts';
import { nullTestClockStore } from '../application/test-clock/ports.ts';
import type { WebhookRelayDeps } from '../application/webhook/relay-webhooks.use-case.ts';
import type { Config } from './config.ts';
import { createLogger } from './logger.ts';
import { perProcessSecretNotice } from './payment-settings.ts';

export type Container = {
  config: Config;
  deps: CoreDeps;
  /** Firebase ID tokens, and API keys (`mtk_...`) beside them. */
  tokens: FirebaseIdentity;
  /** Creating, listing and revoking API keys. */
  apiKeys: ApiKeyDeps;
  persistence: Persistence;
  /** The question bank in memory (tests that empty the database forget it). */
  questionBank: MockTestMemory;
  logger: Logger;
  /** The simulated test gateway when it is the one in use (embedded mode): the server mounts its card form API. */
  simulatedGateway: SimulatedPaymentGateway | null;
  /** What the outbox relay needs (SMTP sender included) when SMTP_URL is set; null keeps mails in the outbox. */
  mailRelay: RelayDeps | null;
  /** What the webhook relay needs (the worker in full mode, the server in embedded mode). */
  webhookRelay: WebhookRelayDeps;
  /** What the automatic first read's job works with (the worker's in full mode, the server's in embedded mode). */
  firstReadJob: FirstReadDeps;
  /** This process's Prometheus metrics, when METRICS_PORT serves them (null: nothing is measured). */
  metrics: Metrics | null;
  /** `stopping` is set when a stop begins: the readiness probe then answers 503 while requests in flight finish. */
  lifecycle: { stopping: boolean };
  close(): Promise<void>;
};

/**
 * The composition root: picks adapters from the configuration (PGlite or PostgreSQL, in-process or BullMQ deadlines)
 * and returns the typed deps bag. Use cases never know which adapters they got.
 */
export async function createContainer(
  config: Config,
  options: { logger?: Logger; persistence?: Persistence; clock?: Clock } = {},
): Promise<Container> {
  const clock = options.clock ?? { now: () => new Date() };
  const logger = options.logger ?? createLogger(config);
  const persistence =
    options.persistence ??
    (await createPersistence({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      maxWaitMs: config.databaseMaxWaitMs,
      poolSize: config.databasePoolSize,
      logger,
    }));

  const metrics = config.metrics ? createMetrics() : null;
  if (metrics) {
    persistence.measure(metrics.observeDatabase);
    metrics.watchDatabasePool(() => persistence.poolUse());
  }

  let deadlines: DeadlineScheduler & { close(): Promise<void> };
  if (config.redisUrl) {
    deadlines = createBullmqDeadlineScheduler({
      redisUrl: config.redisUrl,
      prefix: config.redisKeyPrefix,
      logger,
      commandTimeoutMs: config.scheduling.redisCommandTimeoutMs,
    });
  } else {
    deadlines = createInProcessDeadlineScheduler({
      // A timer armed inside a transaction (a deadline already due) runs on its own, not as part of it.
      onDue: persistence.detached((timerId: string) => handleTimer(deps, timerId)),
      logger,
      onHandled: metrics?.observeTimerLateness,
    });
  }

  let simulatedGateway: SimulatedPaymentGateway | null = null;
  let payments: PaymentGateway;
  const { payments: paymentConfig } = config;
  if (paymentConfig.stripe) {
    payments = createStripePaymentGateway({
      ...paymentConfig.stripe,
      webhookToleranceSeconds: paymentConfig.webhookToleranceSeconds,
      clock,
    });
  } else {
    const notice = perProcessSecretNotice(paymentConfig);
    if (notice) logger.info(notice);
    simulatedGateway = createSimulatedPaymentGateway({
      clock,
      webhookSecret: paymentConfig.simulatedWebhookSecret ?? `whsec_simulated_${randomBytes(24).toString('hex')}`,
      webhookToleranceSeconds: paymentConfig.webhookToleranceSeconds,
      logger,
      // In the database, not in this process: a purchase started on one replica is paid on another.
      store: persistence.simulatedPayments,
    });
    payments = simulatedGateway;
  }

  const smtp: SmtpMailSender | null = config.mail.smtpUrl
    ? createSmtpMailSender({ url: config.mail.smtpUrl, from: config.mail.from, timeoutMs: config.mail.sendTimeoutMs })
    : null;

  // Loaded at the first read and served from memory: the bank changes only when the seed writes it, at start.
  const questionBank = createMockTestMemory(persistence.mockTests);

  const webhookAdapters = createWebhookAdapters(config.webhooks, clock);
  if (config.webhooks.secretKeyIsDevelopmentDefault) {
    logger.info(
      'webhooks: signing secrets sealed with the development key (set WEBHOOK_SECRET_KEY outside development)',
    );
  }

  // Passed beside the ports, one object for the plain deps and every transaction's.
  const settings: CoreSettings = {
    deadlineSecondsOverride: config.deadlineSecondsOverride,
    writingSecondsOverride: config.writingSecondsOverride,
    timeUpGraceSeconds: config.timeUpGraceSeconds,
    claimIdleMinutes: config.claimIdleMinutes,
    secondMarkingPercent: config.secondMarkingPercent,
    escalationSharePercent: config.escalation.sharePercent,
    escalationMailTutors: config.escalation.mailTutors,
    testClocks: config.testClocks,
    commentPhrasesPerTutor: config.commentPhrasesPerTutor,
  };

  // The same deps over other repositories: the plain ones, or those bound to one transaction (whose own
  // `transaction` joins it rather than opening a second one that would wait on the first one's locks).
  const depsOn = (repositories: Repositories, transaction: CoreDeps['transaction']): CoreDeps => ({
    clock,
    ids: { newId: () => randomUUID() },
    profiles: repositories.profiles,
    mockTests: questionBank.writingThrough(repositories.mockTests),
    attempts: repositories.attempts,
    evaluations: repositories.evaluations,
    rewrites: repositories.rewrites,
    gradingReads: repositories.gradingReads,
    keysetReads: repositories.keysetReads,
    secondMarkings: repositories.secondMarkings,
    commentPhrases: repositories.commentPhrases,
    deadlines,
    mailer: createOutboxMailer(repositories.outbox, logger, smtp !== null),
    purchases: repositories.purchases,
    people: repositories.people,
    // Read when the People screen lists unverified accounts (firebase is created below, before any request).
    identityAccounts: { verifiedNow: (userIds) => verifiedAccounts(firebase.auth, userIds) },
    roleAudit: repositories.roleAudit,
    claimAudit: repositories.claimAudit,
    mailOutbox: repositories.mailOutbox,
    firstReads: repositories.firstReads,
    webhooks: {
      events: repositories.webhookEvents,
      endpoints: repositories.webhookEndpoints,
      deliveries: repositories.webhookDeliveries,
      ...webhookAdapters.forUseCases,
    },
    escalations: repositories.escalations,
    turnaround: repositories.turnaround,
    // Escalation timers share the deadline scheduler; their ids tell handleTimer which use case to run.
    escalationTimers: deadlines,
    // The simulated gateway stores its payments through these repositories, inside the transaction when there is one.
    payments: simulatedGateway ? simulatedGateway.within(repositories.simulatedPayments) : payments,
    // With TEST_CLOCKS off the use cases get the null store: no account's clock is ever read.
    testClocks: config.testClocks ? repositories.testClocks : nullTestClockStore,
    settings,
    transaction,
  });
  const deps = depsOn(persistence, (work) =>
    persistence.transaction((repositories) => {
      const tx: CoreDeps = depsOn(repositories, (inner) => inner(tx));
      return work(tx);
    }),
  );
  const firebase = createFirebaseIdentity({
    projectId: config.firebase.projectId,
    emulatorHost: config.firebase.emulatorHost,
    revocationCheckSeconds: config.tokenRevocationCheckSeconds,
    clock,
  });
  const apiKeys: ApiKeyDeps = {
    clock,
    ids: deps.ids,
    apiKeys: persistence.apiKeys,
    secrets: createApiKeySecrets(),
    profiles: persistence.profiles,
    expiryDays: config.apiKeyExpiryDays,
    maxActivePerUser: config.apiKeysPerUser,
  };
  const tokens = withApiKeys(
    firebase,
    apiKeys,
    firebaseOwnerAccountCheck(firebase.auth, { windowSeconds: config.tokenRevocationCheckSeconds, clock }),
  );

  // Started at the first answer to read, in a thread of its own (the worker in full mode, this server when embedded).
  const firstReadChecker = createThreadedMechanicsChecker({ idleMs: config.firstRead.checkerIdleMs });

  metrics?.watchOperations(() => readOperationsFigures(deps));

  return {
    config,
    deps,
    tokens,
    apiKeys,
    persistence,
    questionBank,
    logger,
    simulatedGateway,
    mailRelay: smtp && { clock, ids: deps.ids, outbox: persistence.outbox, sender: smtp },
    webhookRelay: { clock, deliveries: persistence.webhookDeliveries, ...webhookAdapters.forRelay },
    firstReadJob: {
      clock,
      firstReads: persistence.firstReads,
      attempts: persistence.attempts,
      mockTests: deps.mockTests,
      checker: firstReadChecker,
      log: { error: (line) => logger.error(line) },
    },
    metrics,
    lifecycle: { stopping: false },
    async close() {
      smtp?.close();
      await firstReadChecker.close();
      await deadlines.close();
      await tokens.close();
      await persistence.close();
    },
  };
}
