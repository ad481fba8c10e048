import { testWorker, workerEmulatorHost } from './test-workers.ts';

// Vitest setup file of the integration and API layers: points this worker's tests (and the apps they build) at the
// worker's own Auth emulator, started by global-setup.ts, so one file's account reset never reaches another's.
const base = process.env.TEST_AUTH_EMULATOR_BASE;
if (base) process.env.FIREBASE_AUTH_EMULATOR_HOST = workerEmulatorHost(base, testWorker() ?? 1);
