import { initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import type { AppConfig } from '../config/app-config';

/** Starts Firebase (authentication only) with the server-provided settings, using the emulator when configured. */
export function createFirebaseAuth(config: AppConfig, appName?: string): Auth {
  const app = initializeApp(config.firebase, appName);
  const auth = getAuth(app);
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}
