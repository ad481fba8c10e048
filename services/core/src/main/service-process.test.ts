import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags, serverProcessEnv } from './server-process.ts';

const repoFile = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');

describe('the server process settings', () => {
  it('are the ones the container image starts the server with', () => {
    const dockerfile = repoFile('Dockerfile');
    const cmd = dockerfile.match(/^CMD (\[.*\])$/mu)?.[1];
    expect(cmd && JSON.parse(cmd)).toEqual(['node', ...serverNodeFlags, 'services/core/src/main/start.ts']);
    for (const [name, value] of Object.entries(serverProcessEnv)) {
      expect(dockerfile).toMatch(new RegExp(`^ENV ${name}=${value}$`, 'mu'));
    }
  });
});
