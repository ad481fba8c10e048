import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type EntityManager, MikroORM } from '@mikro-orm/core';
import { PgliteDriver } from '@mikro-orm/pglite';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { ClaimAuditLog } from '../../application/admin/claim-audit.ts';
import type { MailOutboxAdmin, PeopleDirectory, RoleAuditLog } from '../../application/admin/ports.ts';
import type { TurnaroundReads } from '../../application/admin/turnaround-reads.ts';
import type { ApiKeyStore } from '../../application/api-key/ports.ts';
import type { AttemptRepository } from '../../application/attempt/ports.ts';
import type { MockTestRepository } from '../../application/catalog/ports.ts';
import type { CommentPhraseStore } from '../../application/comment-bank/ports.ts';
import type { KeysetReads } from '../../application/connections/keyset-reads.ts';
import type { EscalationStore } from '../../application/evaluation/escalation-ports.ts';
import type { GradingReads } from '../../application/evaluation/grading-reads.ts';
import type { EvaluationRepository } from '../../application/evaluation/ports.ts';
import type { SecondMarkingStore } from '../../application/evaluation/second-marking-ports.ts';
import type { FirstReadStore } from '../../application/first-read/ports.ts';
import type { PurchaseRepository } from '../../application/payment/ports.ts';
import type { ProfileRepository } from '../../application/profile/ports.ts';
import type { RewriteRepository } from '../../application/rewrite/ports.ts';
import type { TestClockStore } from '../../application/test-clock/ports.ts';
import type { WebhookDeliveryStore, WebhookEndpointStore, WebhookEventSink } from '../../application/webhook/ports.ts';
import type { OutboxStore } from '../mail/outbox-store.ts';
import type { SimulatedPaymentStore } from '../payments/simulated-payment-gateway.ts';
import { inSpan } from '../tracing/trace-context.ts';
import { createDatabaseAccess, type DatabaseAccess, type DatabaseUnitKind, throughAccess } from './database-access.ts';
import { checkDatabaseHealth, type DatabaseHealth } from './database-health.ts';
import { migrateOnce } from './migrate-once.ts';
import {
  createMikroOrmMailOutboxAdmin,
  createMikroOrmPeopleDirectory,
  createMikroOrmRoleAuditLog,
} from './mikro-orm-admin-stores.ts';
import { createMikroOrmApiKeyStore } from './mikro-orm-api-key.store.ts';
import { createMikroOrmAttemptRepository } from './mikro-orm-attempt.repository.ts';
import { createMikroOrmClaimAuditLog } from './mikro-orm-claim-audit.ts';
import { createMikroOrmCommentPhraseStore } from './mikro-orm-comment-phrase.store.ts';
import { createMikroOrmEscalationStore } from './mikro-orm-escalation.store.ts';
import { createMikroOrmEvaluationRepository } from './mikro-orm-evaluation.repository.ts';
import { createMikroOrmFirstReadStore } from './mikro-orm-first-read.store.ts';
import { createMikroOrmGradingReads } from './mikro-orm-grading-reads.ts';
import { createMikroOrmKeysetReads } from './mikro-orm-keyset-reads.ts';
import { createMikroOrmMockTestRepository } from './mikro-orm-mock-test.repository.ts';
import { createMikroOrmOutboxStore } from './mikro-orm-outbox.store.ts';
import { createMikroOrmProfileRepository } from './mikro-orm-profile.repository.ts';
import { createMikroOrmPurchaseRepository } from './mikro-orm-purchase.repository.ts';
import { createMikroOrmRewriteRepository } from './mikro-orm-rewrite.repository.ts';
import { createMikroOrmSecondMarkingStore } from './mikro-orm-second-marking.store.ts';
import { createMikroOrmSimulatedPaymentStore } from './mikro-orm-simulated-payment.store.ts';
import { createMikroOrmTestClockStore } from './mikro-orm-test-clock.store.ts';
import { createMikroOrmTurnaroundReads } from './mikro-orm-turnaround.reads.ts';
import {
  createMikroOrmWebhookDeliveryStore,
  createMikroOrmWebhookEndpointStore,
  createMikroOrmWebhookEventSink,
} from './mikro-orm-webhook.store.ts';
import { buildOrmOptions } from './orm-options.ts';

/** The repositories, all on one EntityManager: a fork per call outside a transaction, the transaction's inside. */
export type Repositories = {
  profiles: ProfileRepository;
  mockTests: MockTestRepository;
  attempts: AttemptRepository;
  evaluations: EvaluationRepository;
  rewrites: RewriteRepository;
  gradingReads: GradingReads;
  keysetReads: KeysetReads;
  secondMarkings: SecondMarkingStore;
  /** The tutors' comment banks (phrases per rubric criterion). */
  commentPhrases: CommentPhraseStore;
  outbox: OutboxStore;
  /** The automatic first reads of submitted answers, owed at the submit and filled in by their job. */
  firstReads: FirstReadStore;
  purchases: PurchaseRepository;
  people: PeopleDirectory;
  roleAudit: RoleAuditLog;
  claimAudit: ClaimAuditLog;
  mailOutbox: MailOutboxAdmin;
  webhookEvents: WebhookEventSink;
  webhookEndpoints: WebhookEndpointStore;
  webhookDeliveries: WebhookDeliveryStore;
  escalations: EscalationStore;
  turnaround: TurnaroundReads;
  /** The simulated gateway's payments (embedded mode, tests): in the database, so every replica knows them. */
  simulatedPayments: SimulatedPaymentStore;
  /** Per-account test clocks (TEST_CLOCKS platforms; the composition root passes a null store otherwise). */
  testClocks: TestClockStore;
};

export type Persistence = Repositories & {
  /** API keys, looked up outside any use case's transaction (each call one statement). */
  apiKeys: ApiKeyStore;
  /** Runs `work` in one database transaction, on repositories bound to it; commits when it resolves. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /** `work` freed from the caller's transaction, for what a transaction sets off to run later (timers). */
  detached: DatabaseAccess['detached'];
  /** Reachable and fully migrated? For the readiness probe; never throws. */
  health(): Promise<DatabaseHealth>;
  /** Reports each call's and transaction's duration to `observe` from now on (the metrics). */
  measure(observe: (kind: DatabaseUnitKind, seconds: number) => void): void;
  /** The PostgreSQL pool's connections now; null on PGlite, which has one connection and no pool. */
  poolUse(): Promise<PoolUse | null>;
  close(): Promise<void>;
};

/** Connections open, idle among them, and calls waiting for one. */
export type PoolUse = { total: number; idle: number; waiting: number };

export type PersistenceOptions = {
  /** `postgres://...` for PostgreSQL; null for PGlite stored in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** How long a call may wait for PGlite's single connection (ms); unused with PostgreSQL's pool. */
  maxWaitMs?: number;
  /** PostgreSQL connections this process may open. */
  poolSize?: number;
  logger?: { info(message: string): void };
};

/** Opens the database (PostgreSQL or PGlite), applies pending migrations and returns the repositories. */
export async function createPersistence(options: PersistenceOptions): Promise<Persistence> {
  const orm = await openMigratedOrm(options);
  return persistenceOn(orm, options.maxWaitMs);
}

/** @internal Opens the ORM and migrates; test support needs the ORM itself to truncate tables. */
export async function openMigratedOrm(options: PersistenceOptions): Promise<MikroORM> {
  if (!options.databaseUrl) {
    await mkdir(resolve(options.dataDir), { recursive: true });
  }
  const orm = await MikroORM.init(buildOrmOptions(options));
  try {
    // One process at a time: replicas and workers started together on an empty database (see migrate-once.ts).
    const applied = await migrateOnce(orm, { exclusive: !options.databaseUrl });
    const where = options.databaseUrl ? 'PostgreSQL' : `PGlite in ${resolve(options.dataDir)}`;
    options.logger?.info(
      applied.length > 0
        ? `database: ${where}, applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`
        : `database: ${where}, schema up to date`,
    );
  } catch (error) {
    await orm.close();
    throw error;
  }
  return orm;
}

function repositoriesOn(em: () => EntityManager): Repositories {
  return {
    profiles: createMikroOrmProfileRepository(em),
    mockTests: createMikroOrmMockTestRepository(em),
    attempts: createMikroOrmAttemptRepository(em),
    evaluations: createMikroOrmEvaluationRepository(em),
    rewrites: createMikroOrmRewriteRepository(em),
    gradingReads: createMikroOrmGradingReads(em),
    keysetReads: createMikroOrmKeysetReads(em),
    secondMarkings: createMikroOrmSecondMarkingStore(em),
    commentPhrases: createMikroOrmCommentPhraseStore(em),
    outbox: createMikroOrmOutboxStore(em),
    firstReads: createMikroOrmFirstReadStore(em),
    purchases: createMikroOrmPurchaseRepository(em),
    people: createMikroOrmPeopleDirectory(em),
    roleAudit: createMikroOrmRoleAuditLog(em),
    claimAudit: createMikroOrmClaimAuditLog(em),
    mailOutbox: createMikroOrmMailOutboxAdmin(em),
    webhookEvents: createMikroOrmWebhookEventSink(em),
    webhookEndpoints: createMikroOrmWebhookEndpointStore(em),
    webhookDeliveries: createMikroOrmWebhookDeliveryStore(em),
    escalations: createMikroOrmEscalationStore(em),
    turnaround: createMikroOrmTurnaroundReads(em),
    simulatedPayments: createMikroOrmSimulatedPaymentStore(em),
    testClocks: createMikroOrmTestClockStore(em),
  };
}

/** How long a call waits for the embedded database's one connection before it fails, unless told otherwise. */
export const defaultDatabaseMaxWaitMs = 15_000;

/**
 * @internal The repositories over an open ORM; `close` closes the ORM. Every call goes through one gate (see
 * database-access.ts): PGlite's single connection is taken in turn with a bounded wait.
 */
export function persistenceOn(orm: MikroORM, maxWaitMs = defaultDatabaseMaxWaitMs): Persistence {
  const embedded = orm.config.getDriver() instanceof PgliteDriver;
  let observer: ((kind: DatabaseUnitKind, seconds: number) => void) | null = null;
  const access = createDatabaseAccess({
    exclusive: embedded,
    maxWaitMs,
    observe: (kind, seconds) => observer?.(kind, seconds),
  });
  return {
    ...throughAccess(
      repositoriesOn(() => orm.em.fork()),
      access,
    ),
    apiKeys: throughAccess({ apiKeys: createMikroOrmApiKeyStore(() => orm.em.fork()) }, access).apiKeys,
    transaction: (work) =>
      inSpan('transaction', {}, () =>
        access.transaction(() => orm.em.fork().transactional((em) => work(repositoriesOn(() => em)))),
      ),
    detached: access.detached,
    health: () => access.call(() => checkDatabaseHealth(orm)),
    measure(observe) {
      observer = observe;
    },
    async poolUse() {
      if (embedded) return null;
      const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    close: () => orm.close(),
  };
}
