import { createTestApp, type TestApp } from './test-app.ts';
import type { TestPersistence } from './test-database.ts';

/**
 * Like createTestApp, with extra settings (TRUST_PROXY, rate limits, REDIS_URL, ...) and optionally a persistence the
 * test controls (for instance one whose database is gone), for the tests of the HTTP edge.
 */
export function createEdgeTestApp(
  options: { env?: Record<string, string>; persistence?: TestPersistence } = {},
): Promise<TestApp> {
  return createTestApp(options);
}
