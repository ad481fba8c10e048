import { startTracingIfSet } from './tracing-entry.ts';

// The platform's entry point (`npm start`, the core replicas of full mode). Tracing patches modules as they load, so
// it starts before run-platform.ts imports the server, the ORM and the queue clients.
await startTracingIfSet('mocktest-core');
await import('./run-platform.ts');
