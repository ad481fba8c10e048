import { describe, expect, it } from 'vitest';
import { chooseServiceSource, startTestServices } from './test-services.ts';

const answers = async () => true;
const silent = async () => false;

describe('where the integration and API tests find PostgreSQL and Redis', () => {
  it('uses containers when a container runtime answers, the environment otherwise', async () => {
    expect(await chooseServiceSource({}, answers)).toBe('containers');
    expect(await chooseServiceSource({}, silent)).toBe('environment');
  });

  it('lets TEST_SERVICES force either, failing loudly when containers are asked for and no runtime answers', async () => {
    expect(await chooseServiceSource({ TEST_SERVICES: 'environment' }, answers)).toBe('environment');
    expect(await chooseServiceSource({ TEST_SERVICES: 'containers' }, answers)).toBe('containers');
    await expect(chooseServiceSource({ TEST_SERVICES: 'containers' }, silent)).rejects.toThrow(/no container runtime/);
    await expect(chooseServiceSource({ TEST_SERVICES: 'docker' }, answers)).rejects.toThrow(/TEST_SERVICES must be/);
  });

  it('names the environment URLs it falls back to, passwords masked', async () => {
    const services = await startTestServices({
      TEST_SERVICES: 'environment',
      TEST_DATABASE_URL: 'postgres://ci:hunter2@db:5432/ci_test',
      TEST_REDIS_URL: 'redis://cache:6380',
    });
    expect(services).toMatchObject({
      source: 'environment',
      databaseUrl: 'postgres://ci:hunter2@db:5432/ci_test',
      redisUrl: 'redis://cache:6380',
    });
    expect(services.summary).toContain('postgres://ci:***@db:5432/ci_test');
    expect(services.summary).not.toContain('hunter2');
  });
});
