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

  it('writes readable log lines in development and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'acme',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
    };
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('keeps test clocks off by default and refuses them in production', () => {
    expect(loadConfig({}).testClocks).toBe(false);
    expect(loadConfig({ TEST_CLOCKS: 'true' }).testClocks).toBe(true);
    expect(() => loadConfig({ TEST_CLOCKS: 'yes' })).toThrow(/TEST_CLOCKS/);
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme', TEST_CLOCKS: 'true' })).toThrow(
      /Refusing to start: TEST_CLOCKS is on in production/,
    );
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('refuses a production start with a blank emulator variable, which firebase-admin still treats as set', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'acme', FIREBASE_AUTH_EMULATOR_HOST: ' ' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set in production/);
    // Outside production a blank is no emulator address either: firebase-admin would still skip signatures.
    expect(() => loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '  ' })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is blank/);
    // An empty value is unset for firebase-admin too (`!!''` is false).
    expect(
      loadConfig({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'acme',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        // Production takes real payments only.
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
      }).firebase.emulatorHost,
    ).toBeNull();
  });

  it('limits per user and per anonymous address, trusts no proxy and bounds GraphQL and probes by default', () => {
    expect(loadConfig({}).edge).toEqual({
      trustProxy: false,
      allowedHosts: [],
      rateLimit: { userPerMinute: 300, anonymousPerMinute: 600, apiKeyPerMinute: 120 },
      graphql: {
        maxDepth: 8,
        maxAliases: 15,
        maxCost: 5_000,
        maxPageSize: 100,
        maxTokens: 3_000,
        maxDirectives: 50,
        publicAnswerEntries: 100,
        introspection: true,
      },
      healthCheckTimeoutMs: 1_000,
    });
  });

  it('takes the edge settings from the environment', () => {
    const edge = loadConfig({
      RATE_LIMIT_USER_PER_MINUTE: '120',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '60',
      RATE_LIMIT_API_KEY_PER_MINUTE: '30',
      GRAPHQL_MAX_ALIASES: '5',
      HEALTH_CHECK_TIMEOUT_MS: '250',
      // A blank is the default, as docker-compose passes unset variables.
      GRAPHQL_MAX_DEPTH: '',
    }).edge;
    expect(edge.rateLimit).toEqual({ userPerMinute: 120, anonymousPerMinute: 60, apiKeyPerMinute: 30 });
    expect(edge.graphql).toMatchObject({ maxAliases: 5, maxDepth: 8 });
    expect(edge.healthCheckTimeoutMs).toBe(250);
  });

  it('keeps GraphQL introspection off in production unless GRAPHQL_INTROSPECTION opens it', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'acme',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
    };
    const introspection = (env: Record<string, string>) => loadConfig(env).edge.graphql.introspection;
    expect(introspection(production)).toBe(false);
    expect(introspection({ ...production, GRAPHQL_INTROSPECTION: '' })).toBe(false);
    expect(introspection({ ...production, GRAPHQL_INTROSPECTION: 'true' })).toBe(true);
    expect(introspection({})).toBe(true);
    expect(introspection({ NODE_ENV: 'test', GRAPHQL_INTROSPECTION: 'false' })).toBe(false);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow(/GRAPHQL_INTROSPECTION: .*true.*false/);
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of proxy addresses', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).edge.trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('TRUE')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
  });

  it('names a TRUST_PROXY or a limit it cannot use', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: .*not an address: yes/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.0/40' })).toThrow(/not an address: 10\.0\.0\.0\/40/);
    expect(() => loadConfig({ RATE_LIMIT_USER_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_USER_PER_MINUTE/);
    expect(() => loadConfig({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_ANONYMOUS_PER_MINUTE/);
    expect(() => loadConfig({ GRAPHQL_MAX_COST: '1.5' })).toThrow(/GRAPHQL_MAX_COST/);
    expect(() => loadConfig({ GRAPHQL_MAX_PAGE_SIZE: '1001' })).toThrow(/GRAPHQL_MAX_PAGE_SIZE/);
    for (const value of ['0', '2.5', 'plenty', '1000001']) {
      expect(() => loadConfig({ RATE_LIMIT_API_KEY_PER_MINUTE: value })).toThrow(/RATE_LIMIT_API_KEY_PER_MINUTE/);
    }
  });

  it('trusts a revocation verdict for 60 s by default, for 0 to 300 s when set', () => {
    expect(loadConfig({}).tokenRevocationCheckSeconds).toBe(60);
    expect(loadConfig({ TOKEN_REVOCATION_CHECK_SECONDS: '0' }).tokenRevocationCheckSeconds).toBe(0);
    expect(loadConfig({ TOKEN_REVOCATION_CHECK_SECONDS: '300' }).tokenRevocationCheckSeconds).toBe(300);
    for (const value of ['-1', '301', '2.5', 'soon']) {
      expect(() => loadConfig({ TOKEN_REVOCATION_CHECK_SECONDS: value })).toThrow(/TOKEN_REVOCATION_CHECK_SECONDS/);
    }
  });

  it('makes API keys work 90 days by default, 1 to 365 days when set', () => {
    expect(loadConfig({}).apiKeyExpiryDays).toBe(90);
    expect(loadConfig({ API_KEY_EXPIRY_DAYS: '1' }).apiKeyExpiryDays).toBe(1);
    expect(loadConfig({ API_KEY_EXPIRY_DAYS: '365' }).apiKeyExpiryDays).toBe(365);
    for (const value of ['0', '366', '7.5', 'forever']) {
      expect(() => loadConfig({ API_KEY_EXPIRY_DAYS: value })).toThrow(/API_KEY_EXPIRY_DAYS/);
    }
  });

  it('lets a user hold 10 active API keys by default, 1 to 1000 when set', () => {
    expect(loadConfig({}).apiKeysPerUser).toBe(10);
    expect(loadConfig({ API_KEYS_PER_USER: '1' }).apiKeysPerUser).toBe(1);
    expect(loadConfig({ API_KEYS_PER_USER: '1000' }).apiKeysPerUser).toBe(1000);
    for (const value of ['0', '1001', '2.5', 'many']) {
      expect(() => loadConfig({ API_KEYS_PER_USER: value })).toThrow(/API_KEYS_PER_USER/);
    }
  });

  it("holds 300 phrases in a tutor's comment bank by default, 1 to 5000 when set", () => {
    expect(loadConfig({}).commentPhrasesPerTutor).toBe(300);
    expect(loadConfig({ COMMENT_PHRASES_PER_TUTOR: '1' }).commentPhrasesPerTutor).toBe(1);
    expect(loadConfig({ COMMENT_PHRASES_PER_TUTOR: '5000' }).commentPhrasesPerTutor).toBe(5000);
    for (const value of ['0', '5001', '2.5', 'lots']) {
      expect(() => loadConfig({ COMMENT_PHRASES_PER_TUTOR: value })).toThrow(/COMMENT_PHRASES_PER_TUTOR/);
    }
  });

  it('opens at most 10 PostgreSQL connections per process by default, 1 to 200 when set', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    for (const value of ['0', '201', '2.5', 'lots']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
