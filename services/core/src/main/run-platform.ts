import { join } from 'node:path';
import { loadContent } from '../adapters/content/load-content.ts';
import { startMetricsServer } from '../adapters/metrics/metrics-server.ts';
import { startDeadlineReconcileLoop } from '../adapters/scheduling/deadline-reconcile-loop.ts';
import { startPlanExpiryLoop } from '../adapters/scheduling/plan-expiry-loop.ts';
import { seedMockTests } from '../application/catalog/seed-mock-tests.use-case.ts';
import { type AuthEmulator, startAuthEmulator } from './auth-emulator-process.ts';
import { type Config, loadConfig, withStartedEmulator } from './config.ts';
import { createContainer } from './container.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { startFirstReadJob } from './first-read-job.ts';
import { startMailRelay } from './mail-relay.ts';
import { acquirePlatformLock } from './platform-lock.ts';
import { buildServer } from './server.ts';
import { flushTracing } from './tracing-entry.ts';
import { startWebhookRelay } from './webhook-relay.ts';

// The settings, read and validated once. Embedded default: with no identity settings outside production, the
// Firebase Auth emulator runs as a child process, and the configuration then names it (process.env is left alone).
const loaded = loadConfig(process.env);
let emulator: AuthEmulator | null = null;
// One platform per data folder (PGlite allows one process; the emulator saves its accounts there): a second start
// says which one runs instead of failing on a busy port.
if (loaded.firebase.startsEmulator || !loaded.databaseUrl) {
  const { heldBy } = acquirePlatformLock(loaded.dataDir, loaded.publicOrigin);
  if (heldBy) {
    process.stderr.write(
      `\nThe platform is already running at ${heldBy.origin} (pid ${heldBy.pid}), on the data in ${loaded.dataDir}.\n` +
        `Stop it first (Ctrl-C in its terminal, or kill ${heldBy.pid}), or give a second copy its own DATA_DIR, ` +
        'PORT and AUTH_EMULATOR_PORT.\n\n',
    );
    process.exit(1);
  }
}
// A stop asked for while starting waits for the start to finish, so the database and the accounts close cleanly,
// but no longer than `startStopGraceMs`: a start that cannot finish must not make the process unstoppable.
const startStopGraceMs = 15_000;
let started = false;
let stopAsked: string | null = null;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (started) void shutdown(signal);
    else if (!stopAsked) {
      stopAsked = signal;
      setTimeout(() => void abandonStart(signal), startStopGraceMs).unref();
    }
  });
}
let config: Config = loaded;
if (loaded.firebase.startsEmulator) {
  try {
    emulator = await startAuthEmulator({
      projectId: loaded.firebase.projectId,
      host: `127.0.0.1:${loaded.authEmulatorPort}`,
      persistDir: join(loaded.dataDir, 'auth-emulator'),
    });
  } catch (error) {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
    process.exit(1);
  }
  config = withStartedEmulator(loaded, emulator.host);
}

const container = await createContainer(config);
const seeded = await seedMockTests(container.deps, { tests: await loadContent() });
// In memory before any timer or request reads it.
await container.questionBank.preload();
container.logger.info(`Question bank: ${seeded} mock tests loaded.`);

const app = await buildServer(container);
await app.listen({ host: config.host, port: config.port });
const metricsServer =
  container.metrics && config.metrics
    ? await startMetricsServer({ registry: container.metrics.registry, ...config.metrics })
    : null;

// The due work (deadlines, releases, escalations, rechecks that came due while the platform was down) starts once
// the server answers; each item is its own short transaction, so requests take turns with it.
// In full mode the worker process reconciles deadlines; embedded mode has no worker, so the server does it at start
// (timers do not survive a restart) and at every interval (a failed deadline run is retried).
const reconciler = config.redisUrl
  ? null
  : startDeadlineReconcileLoop({
      deps: container.deps,
      intervalMs: config.scheduling.reconcileIntervalSeconds * 1000,
      timeoutMs: config.scheduling.reconcileTimeoutSeconds * 1000,
      logger: container.logger,
    });
// Likewise the plan-expired notices.
const planExpiry = config.redisUrl
  ? null
  : startPlanExpiryLoop({
      deps: container.deps,
      intervalMs: config.payments.planExpiryCheckSeconds * 1000,
      timeoutMs: config.scheduling.reconcileTimeoutSeconds * 1000,
      batchSize: config.payments.planExpiryBatchSize,
      logger: container.logger,
    });

// And the mail relay, when SMTP_URL is set.
const mailRelay = config.redisUrl ? null : startMailRelay(container);
// And the webhook deliveries.
const webhookRelay = config.redisUrl ? null : startWebhookRelay(container);
// And the automatic first reads of submitted answers.
const firstReadJob = config.redisUrl ? null : startFirstReadJob(container);

// The banner: what runs, where, and how to sign in; the log lines above and below it are for when something is off.
const mode = config.databaseUrl ? 'full mode' : `embedded mode, data in ${config.dataDir}`;
const lines = [
  '',
  `  Writing mock tests is running (${config.env}, ${mode}). Ctrl-C stops it.`,
  '',
  `  Candidate app      ${config.publicOrigin}/`,
  `  Tutor back office  ${config.publicOrigin}/tutor/`,
  `  GraphQL            ${config.publicOrigin}/graphql`,
  `  REST               ${config.publicOrigin}/v1/api`,
];
if (config.firebase.emulatorHost) {
  const accounts = await seedDemoAccounts(container);
  lines.push('', '  Demo accounts (Firebase Auth emulator):');
  for (const account of accounts) lines.push(`    ${account.role.padEnd(9)} ${account.email} / ${account.password}`);
}
process.stdout.write(`${lines.join('\n')}\n\n`);
started = true;
if (stopAsked) void shutdown(stopAsked);

/** The start did not finish within the grace after a stop was asked: stop what can be stopped and exit. */
async function abandonStart(signal: string) {
  if (started) return;
  process.stderr.write(`\n${signal}: the start did not finish within ${startStopGraceMs / 1000} s; stopping anyway.\n`);
  try {
    await emulator?.stop();
  } finally {
    process.exit(1);
  }
}

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const { delaySeconds, graceSeconds } = config.shutdown;
  container.logger.info(`${signal}: shutting down (not ready now; requests in flight get ${graceSeconds} s)`);
  // Rolling deploys: the load balancer sees 503 on /readyz first, then the server closes its port and waits for
  // the requests in flight, at most the grace; the pools close after them.
  container.lifecycle.stopping = true;
  if (delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
  try {
    await reconciler?.stop();
    await planExpiry?.stop();
    await mailRelay?.stop();
    await webhookRelay?.stop();
    await firstReadJob?.stop();
    const closed = app.close().then(() => true);
    const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), graceSeconds * 1000).unref());
    if (!(await Promise.race([closed, late]))) {
      container.logger.warn(`requests still running after ${graceSeconds} s (SHUTDOWN_GRACE_SECONDS); closing anyway`);
    }
    await metricsServer?.close();
    await container.close();
  } finally {
    // Last: the emulator saves its accounts to DATA_DIR/auth-emulator, then exits; this process exits after it.
    await emulator?.stop();
  }
  await flushTracing();
  process.exit(0);
}
