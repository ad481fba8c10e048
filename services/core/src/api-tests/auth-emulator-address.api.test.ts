import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// docker-compose: the server reaches the Auth emulator by a container name the browser cannot resolve, so the browser
// is given an address of its own (AUTH_EMULATOR_PUBLIC_URL) in app-config.json and in the CSP's connect-src.
describe('the Auth emulator address given to the browser', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_EMULATOR_PUBLIC_URL: 'http://127.0.0.1:19099' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is AUTH_EMULATOR_PUBLIC_URL when set, while the server keeps verifying tokens at its own address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(response.json().authEmulatorUrl).toBe('http://127.0.0.1:19099');
    expect(String(response.headers['content-security-policy'])).toMatch(/connect-src[^;]*http:\/\/127\.0\.0\.1:19099/);
    expect(t.container.config.firebase.emulatorHost).not.toContain('19099');
  });
});
