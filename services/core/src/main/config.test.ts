import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on the embedded defaults with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: null,
      redisUrl: null,
      deadlineSecondsOverride: null,
      firebase: { projectId: 'demo-mocktest', emulatorHost: null },
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('takes PostgreSQL, Redis and a shortened deadline from the environment', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/mocktest',
      REDIS_URL: 'redis://cache:6379',
      EVALUATION_DEADLINE_SECONDS: '5',
    });
    expect(config.databaseUrl).toBe('postgres://db/mocktest');
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.deadlineSecondsOverride).toBe(5);
  });

  it('refuses a production start with the Auth emulator or a demo project', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /emulator/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-mocktest' })).toThrow(/demo project/);
  });

  it('refuses to listen beyond loopback while trusting unsigned emulator tokens', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /127\.0\.0\.1/,
    );
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
