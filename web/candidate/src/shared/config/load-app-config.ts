export type AppConfig = {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl: string | null;
};

function isAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { firebase, authEmulatorUrl } = value as Record<string, unknown>;
  if (typeof firebase !== 'object' || firebase === null) return false;
  const { apiKey, authDomain, projectId } = firebase as Record<string, unknown>;
  return (
    typeof apiKey === 'string' &&
    typeof authDomain === 'string' &&
    typeof projectId === 'string' &&
    (authEmulatorUrl === null || typeof authEmulatorUrl === 'string')
  );
}

/** Reads the Firebase settings the server publishes, so one build runs against any environment. */
export async function loadAppConfig(): Promise<AppConfig> {
  const response = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The app configuration could not be loaded (HTTP ${response.status}).`);
  const body: unknown = await response.json();
  if (!isAppConfig(body)) throw new Error('The app configuration is incomplete.');
  return body;
}
