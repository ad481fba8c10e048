import { startTracingIfSet } from '@mocktest/core/tracing';

// The worker's entry point (`npm run worker`). Tracing patches modules as they load, so it starts before
// run-worker.ts imports the ORM and the queue clients.
await startTracingIfSet('mocktest-worker');
await import('./run-worker.ts');
