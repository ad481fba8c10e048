import { expect, it } from 'vitest';
import { testDatabaseUrl, testRedisUrl } from './test-database.ts';

it('uses the local mocktest_test database unless TEST_DATABASE_URL says otherwise', () => {
  expect(testDatabaseUrl({})).toBe('postgres://postgres@127.0.0.1:5432/mocktest_test');
  expect(testDatabaseUrl({ TEST_DATABASE_URL: 'postgres://ci@db:5432/ci-test-3' })).toBe(
    'postgres://ci@db:5432/ci-test-3',
  );
});

it('refuses databases that are not plainly test databases, the production name mocktest included', () => {
  for (const name of ['mocktest', 'postgres', 'contest', 'app_prod']) {
    expect(() => testDatabaseUrl({ TEST_DATABASE_URL: `postgres://u:pw@db:5432/${name}` })).toThrow(
      /must contain "test"/,
    );
  }
});

it('keeps the password out of the refusal message', () => {
  let message = '';
  try {
    testDatabaseUrl({ TEST_DATABASE_URL: 'postgres://u:hunter2@db:5432/mocktest' });
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).toContain('postgres://u:***@db:5432/mocktest');
  expect(message).not.toContain('hunter2');
});

it('uses TEST_REDIS_URL, else REDIS_URL, else the local Redis', () => {
  expect(testRedisUrl({})).toBe('redis://127.0.0.1:6379');
  expect(testRedisUrl({ REDIS_URL: 'redis://cache:6380' })).toBe('redis://cache:6380');
  expect(testRedisUrl({ TEST_REDIS_URL: 'redis://box:6381', REDIS_URL: 'redis://cache:6380' })).toBe(
    'redis://box:6381',
  );
});

it('gives each test worker its own PostgreSQL database and Redis database', () => {
  expect(testDatabaseUrl({ VITEST_POOL_ID: '2' })).toBe('postgres://postgres@127.0.0.1:5432/mocktest_test_w2');
  expect(testDatabaseUrl({ VITEST_POOL_ID: '1', TEST_DATABASE_URL: 'postgres://ci@db:5432/ci-test' })).toBe(
    'postgres://ci@db:5432/ci-test_w1',
  );
  expect(testRedisUrl({ VITEST_POOL_ID: '2' })).toBe('redis://127.0.0.1:6379/2');
  expect(testRedisUrl({ VITEST_POOL_ID: '2', REDIS_URL: 'redis://cache:6380/5' })).toBe('redis://cache:6380/5');
});
