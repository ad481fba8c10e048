import { join } from 'node:path';
import { loadContent } from '../adapters/content/load-content.ts';
import { startDeadlineReconcileLoop } from '../adapters/scheduling/deadline-reconcile-loop.ts';
import { seedMockTests } from '../application/catalog/seed-mock-tests.use-case.ts';
import { type AuthEmulator, startAuthEmulator } from './auth-emulator-process.ts';
import { loadConfig } from './config.ts';
import { createContainer } from './container.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { buildServer } from './server.ts';

// Embedded default: with no identity settings outside production, run the Firebase Auth emulator as a child process.
let emulator: AuthEmulator | null = null;
const env = process.env;
const projectIsDemo = (env.FIREBASE_PROJECT_ID ?? 'demo-mocktest').startsWith('demo-');
const wantsEmulator = env.NODE_ENV !== 'production' && !env.FIREBASE_AUTH_EMULATOR_HOST && projectIsDemo;
const preliminary = loadConfig(env);
if (wantsEmulator) {
  emulator = await startAuthEmulator({
    projectId: preliminary.firebase.projectId,
    persistDir: join(preliminary.dataDir, 'auth-emulator'),
  });
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}

const config = loadConfig(env);
const container = await createContainer(config);
const seeded = await seedMockTests(container.deps, { tests: await loadContent() });
container.logger.info(`Question bank: ${seeded} mock tests loaded.`);
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

const app = await buildServer(container);
await app.listen({ host: config.host, port: config.port });

const lines = [
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

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  container.logger.info(`${signal}: shutting down`);
  await reconciler?.stop();
  await app.close();
  await container.close();
  await emulator?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
