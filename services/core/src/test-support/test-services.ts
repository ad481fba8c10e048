import { PostgreSqlContainer } from '@testcontainers/postgresql';
import { RedisContainer } from '@testcontainers/redis';
import { getContainerRuntimeClient } from 'testcontainers';
import { redact, testDatabaseUrl, testRedisUrl } from './test-database.ts';

// Where the integration and API tests find PostgreSQL and Redis: containers of their own (testcontainers) when a
// container runtime answers, else the environment's URLs (TEST_DATABASE_URL, TEST_REDIS_URL or REDIS_URL) or the
// local default ports. TEST_SERVICES=containers or TEST_SERVICES=environment forces one.

export type ServiceSource = 'containers' | 'environment';

/** Asks once whether a container runtime (Docker, Podman, ...) answers. */
export async function containerRuntimeAnswers(): Promise<boolean> {
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/** The source to use: TEST_SERVICES when set, else containers when a runtime answers. */
export async function chooseServiceSource(
  env: NodeJS.ProcessEnv,
  runtimeAnswers: () => Promise<boolean> = containerRuntimeAnswers,
): Promise<ServiceSource> {
  const forced = env.TEST_SERVICES?.trim() ?? '';
  if (forced === 'environment') return 'environment';
  if (forced === 'containers') {
    if (await runtimeAnswers()) return 'containers';
    throw new Error('TEST_SERVICES=containers, but no container runtime answers (is Docker running?).');
  }
  if (forced !== '') throw new Error(`TEST_SERVICES must be "containers" or "environment", not "${forced}".`);
  return (await runtimeAnswers()) ? 'containers' : 'environment';
}

export type TestServices = {
  source: ServiceSource;
  databaseUrl: string;
  redisUrl: string;
  /** One line for the test log: which services the run uses, and how to choose the other. */
  summary: string;
  stop(): Promise<void>;
};

/** Starts PostgreSQL and Redis in containers, or names the environment's; `stop()` removes the containers. */
export async function startTestServices(env: NodeJS.ProcessEnv = process.env): Promise<TestServices> {
  const source = await chooseServiceSource(env);
  if (source === 'environment') {
    const databaseUrl = testDatabaseUrl(env);
    const redisUrl = testRedisUrl(env);
    return {
      source,
      databaseUrl,
      redisUrl,
      summary:
        `Test services from the environment: PostgreSQL ${redact(databaseUrl)}, Redis ${redact(redisUrl)} ` +
        '(TEST_SERVICES=containers to run them in containers instead).',
      stop: async () => {},
    };
  }
  const [postgres, redis] = await Promise.all([
    new PostgreSqlContainer('postgres:17-alpine').withDatabase('mocktest_test').start(),
    new RedisContainer('redis:7-alpine').start(),
  ]);
  const databaseUrl = postgres.getConnectionUri();
  const redisUrl = redis.getConnectionUrl();
  return {
    source,
    databaseUrl,
    redisUrl,
    summary:
      `Test services in containers (testcontainers): PostgreSQL ${redact(databaseUrl)}, Redis ${redisUrl} ` +
      '(TEST_SERVICES=environment to use TEST_DATABASE_URL / TEST_REDIS_URL or the local ports instead).',
    async stop() {
      await Promise.all([postgres.stop(), redis.stop()]);
    },
  };
}
