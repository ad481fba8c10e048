import { startAuthEmulator } from '../main/auth-emulator-process.ts';

/** Vitest global setup for the integration and API layers: a real Firebase Auth emulator for the whole run. */
export default async function setup() {
  const emulator = await startAuthEmulator({
    projectId: 'demo-mocktest',
    // A port of its own lets two test runs share the machine (TEST_AUTH_EMULATOR_HOST=127.0.0.1:9199).
    host: process.env.TEST_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return () => emulator.stop();
}
