import { startAuthEmulator } from '../main/auth-emulator-process.ts';

/** Vitest global setup for the integration and API layers: a real Firebase Auth emulator for the whole run. */
export default async function setup() {
  const emulator = await startAuthEmulator({ projectId: 'demo-mocktest' });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return () => emulator.stop();
}
