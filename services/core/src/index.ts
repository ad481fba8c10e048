// The core's public surface: what the worker, the bench and other tools outside services/core may import, as
// `@mocktest/core`. Everything else in the package is internal and may change without notice. It holds the settings
// and the composition root (loadConfig, createContainer), the background work a worker process runs (the server runs
// the same in embedded mode: deadlines, reconcile, plan expiry, the relays, the first-read job, metrics), and what the
// bench needs (the local Auth emulator, the demo accounts, the rules that build stored attempts directly, the first
// read's checker in its thread). Tracing has its own entry, `@mocktest/core/tracing`, because it must load before the
// modules it instruments (import it first, then the rest with a dynamic import).

export { createThreadedMechanicsChecker } from './adapters/first-read/threaded-mechanics-checker.ts';
export { startMetricsServer } from './adapters/metrics/metrics-server.ts';
export { startDeadlineWorker } from './adapters/scheduling/bullmq-deadline-worker.ts';
export { createDeadlineQueueCounts, deadlineQueueStates } from './adapters/scheduling/bullmq-queue-counts.ts';
export { startDeadlineReconcileLoop } from './adapters/scheduling/deadline-reconcile-loop.ts';
export { startPlanExpiryLoop } from './adapters/scheduling/plan-expiry-loop.ts';
export type { CoreDeps } from './application/deps.ts';
export { handleTimer } from './application/evaluation/handle-timer.ts';
export { newAttempt, submit, submitTask, testMinutes } from './domain/attempt/attempt-rules.ts';
export { testTaskKeys } from './domain/exam/mock-test-rules.ts';
export type { Dialect } from './domain/first-read/first-read.ts';
export { newProfile } from './domain/profile/profile-rules.ts';
export { startAuthEmulator } from './main/auth-emulator-process.ts';
export { type Config, loadConfig } from './main/config.ts';
export { type Container, createContainer } from './main/container.ts';
export { demoAccounts } from './main/demo-accounts.ts';
export { startFirstReadJob } from './main/first-read-job.ts';
export { startMailRelay } from './main/mail-relay.ts';
export { serviceNodeFlags, serviceProcessEnv } from './main/service-process.ts';
export { startWebhookRelay } from './main/webhook-relay.ts';
