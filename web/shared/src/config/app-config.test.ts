import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config';

const firebase = { apiKey: 'demo-key', authDomain: 'demo-mocktest.firebaseapp.com', projectId: 'demo-mocktest' };

describe('parseAppConfig', () => {
  it('reads the Firebase settings and the emulator address', () => {
    expect(parseAppConfig({ firebase, authEmulatorUrl: 'http://127.0.0.1:9099' })).toEqual({
      firebase,
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('treats a missing or null emulator address as a real Firebase project', () => {
    expect(parseAppConfig({ firebase, authEmulatorUrl: null }).authEmulatorUrl).toBeNull();
    expect(parseAppConfig({ firebase }).authEmulatorUrl).toBeNull();
  });

  it('refuses a configuration without Firebase settings', () => {
    expect(() => parseAppConfig({ authEmulatorUrl: null })).toThrow(/no Firebase settings/);
    expect(() => parseAppConfig({ firebase: { apiKey: 'x' } })).toThrow(/incomplete/);
  });
});
