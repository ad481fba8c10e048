import { describe, expect, it } from 'vitest';
import { emulatorBrowserUrl, loadConfig, withStartedEmulator } from './config.ts';

describe('the Auth emulator settings', () => {
  it('starts the emulator itself only in embedded mode: a demo project, no emulator named, not production', () => {
    expect(loadConfig({}).firebase.startsEmulator).toBe(true);
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }).firebase.startsEmulator).toBe(false);
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'acme' }).firebase.startsEmulator).toBe(false);
  });

  it('refuses to listen beyond loopback when embedded mode would start the emulator', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/127\.0\.0\.1/);
    expect(loadConfig({ HOST: '0.0.0.0', FIREBASE_PROJECT_ID: 'acme' }).host).toBe('0.0.0.0');
  });

  it('names the started emulator in the configuration and leaves process.env alone', () => {
    const before = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const config = withStartedEmulator(loadConfig({}), '127.0.0.1:9311');
    expect(config.firebase.emulatorHost).toBe('127.0.0.1:9311');
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(before);
  });

  it('gives the browser the address the server uses, unless AUTH_EMULATOR_PUBLIC_URL says otherwise', () => {
    expect(emulatorBrowserUrl(loadConfig({}).firebase)).toBeNull();
    expect(emulatorBrowserUrl(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase)).toBe(
      'http://127.0.0.1:9099',
    );
    // docker-compose: the server asks the container by name, the browser asks the port published on loopback.
    const compose = loadConfig({
      FIREBASE_AUTH_EMULATOR_HOST: 'auth-emulator:9099',
      AUTH_EMULATOR_PUBLIC_URL: 'http://127.0.0.1:9099/',
      HOST: '0.0.0.0',
      AUTH_EMULATOR_ALLOW_NON_LOOPBACK: 'true',
    });
    expect(compose.firebase.emulatorHost).toBe('auth-emulator:9099');
    expect(emulatorBrowserUrl(compose.firebase)).toBe('http://127.0.0.1:9099');
  });

  it('refuses an AUTH_EMULATOR_PUBLIC_URL that is no http(s) address, and any in production', () => {
    expect(() => loadConfig({ AUTH_EMULATOR_PUBLIC_URL: '127.0.0.1:9099' })).toThrow(/AUTH_EMULATOR_PUBLIC_URL/);
    expect(() => loadConfig({ AUTH_EMULATOR_PUBLIC_URL: 'ftp://127.0.0.1:9099' })).toThrow(/AUTH_EMULATOR_PUBLIC_URL/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme', AUTH_EMULATOR_PUBLIC_URL: 'http://a:1' }),
    ).toThrow(/AUTH_EMULATOR_PUBLIC_URL is set in production/);
  });
});
