import { initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import type { AppConfig } from '../config/load-app-config';

/** Initialises Firebase (auth only) from the run-time configuration. */
export function createFirebaseAuth(config: AppConfig): Auth {
  const app = initializeApp(config.firebase);
  const auth = getAuth(app);
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}
