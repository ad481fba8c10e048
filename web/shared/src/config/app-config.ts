export type AppConfig = {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl: string | null;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Checks the shape of /app-config.json so a broken deployment fails with a clear message, not deep in Firebase. */
export function parseAppConfig(value: unknown): AppConfig {
  if (!isRecord(value) || !isRecord(value.firebase)) {
    throw new Error('The app configuration has no Firebase settings.');
  }
  const { apiKey, authDomain, projectId } = value.firebase;
  if (typeof apiKey !== 'string' || typeof authDomain !== 'string' || typeof projectId !== 'string') {
    throw new Error('The app configuration has incomplete Firebase settings.');
  }
  const emulator = value.authEmulatorUrl;
  return {
    firebase: { apiKey, authDomain, projectId },
    authEmulatorUrl: typeof emulator === 'string' && emulator !== '' ? emulator : null,
  };
}

/** Fetches the run-time settings the core server publishes, so one build runs against any environment. */
export async function loadAppConfig(): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetch('/app-config.json', { headers: { accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new Error('Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    throw new Error(`The server did not provide its configuration (status ${response.status}).`);
  }
  return parseAppConfig(await response.json());
}
