import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serviceNodeFlags, serviceProcessEnv } from './service-process.ts';

const repoFile = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');

describe('the service process settings', () => {
  it('are the ones the container image starts the server with', () => {
    const dockerfile = repoFile('Dockerfile');
    const cmd = dockerfile.match(/^CMD (\[.*\])$/mu)?.[1];
    expect(cmd && JSON.parse(cmd)).toEqual(['node', ...serviceNodeFlags, 'services/core/src/main/start.ts']);
    for (const [name, value] of Object.entries(serviceProcessEnv)) {
      expect(dockerfile).toMatch(new RegExp(`^ENV ${name}=${value}$`, 'mu'));
    }
  });

  it('are the ones the composed workers start with (the image gives them its environment)', () => {
    const compose = parse(repoFile('docker-compose.yml')) as { services: Record<string, { command?: string[] }> };
    const workers = Object.entries(compose.services).filter(([name]) => name.startsWith('worker'));
    expect(workers.map(([name]) => name)).toEqual(['worker-1', 'worker-2']);
    for (const [, worker] of workers) {
      expect(worker.command).toEqual(['node', ...serviceNodeFlags, 'services/worker/src/worker.ts']);
    }
  });
});
