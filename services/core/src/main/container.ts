import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { createFirebaseIdentity, type FirebaseIdentity } from '../adapters/identity/firebase-token-verifier.ts';
import { createOutboxMailer } from '../adapters/mail/outbox-mailer.ts';
import { createPersistence, type Persistence } from '../adapters/persistence/create-persistence.ts';
import { createBullmqDeadlineScheduler } from '../adapters/scheduling/bullmq-deadline-scheduler.ts';
import { createInProcessDeadlineScheduler } from '../adapters/scheduling/in-process-deadline-scheduler.ts';
import type { DeadlineScheduler } from '../application/attempt/ports.ts';
import type { CoreDeps } from '../application/deps.ts';
import { handleDeadline } from '../application/evaluation/handle-deadline.use-case.ts';
import type { Config } from './config.ts';

export type Container = {
  config: Config;
  deps: CoreDeps;
  tokens: FirebaseIdentity;
  persistence: Persistence;
  logger: Logger;
  close(): Promise<void>;
};

/**
 * The composition root: picks adapters from the configuration (PGlite or PostgreSQL, in-process or BullMQ deadlines)
 * and returns the typed deps bag. Use cases never know which adapters they got.
 */
export async function createContainer(
  config: Config,
  options: { logger?: Logger; persistence?: Persistence } = {},
): Promise<Container> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const persistence =
    options.persistence ??
    (await createPersistence({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger }));

  let deadlines: DeadlineScheduler & { close(): Promise<void> };
  if (config.redisUrl) {
    deadlines = createBullmqDeadlineScheduler({
      redisUrl: config.redisUrl,
      logger,
      commandTimeoutMs: config.scheduling.redisCommandTimeoutMs,
    });
  } else {
    deadlines = createInProcessDeadlineScheduler({
      onDue: (attemptId) => handleDeadline(deps, { attemptId }),
      logger,
    });
  }

  const deps: CoreDeps = {
    clock: { now: () => new Date() },
    ids: { newId: () => randomUUID() },
    profiles: persistence.profiles,
    mockTests: persistence.mockTests,
    attempts: persistence.attempts,
    evaluations: persistence.evaluations,
    deadlines,
    mailer: createOutboxMailer(persistence.outbox, logger),
    deadlineSecondsOverride: config.deadlineSecondsOverride,
  };
  const tokens = createFirebaseIdentity({
    projectId: config.firebase.projectId,
    emulatorHost: config.firebase.emulatorHost,
  });

  return {
    config,
    deps,
    tokens,
    persistence,
    logger,
    async close() {
      await deadlines.close();
      await tokens.close();
      await persistence.close();
    },
  };
}
