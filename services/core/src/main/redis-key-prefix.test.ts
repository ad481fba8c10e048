import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('REDIS_KEY_PREFIX', () => {
  it("defaults to BullMQ's own prefix, so a deployment keeps the jobs it already has", () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('bull');
    expect(loadConfig({ REDIS_KEY_PREFIX: ' ' }).redisKeyPrefix).toBe('bull');
  });

  it('is read from the environment, braces and colons included', () => {
    expect(loadConfig({ REDIS_KEY_PREFIX: 'bench-7' }).redisKeyPrefix).toBe('bench-7');
    expect(loadConfig({ REDIS_KEY_PREFIX: '{mocktest}:staging' }).redisKeyPrefix).toBe('{mocktest}:staging');
  });

  it('refuses a spaced, wildcard or overlong prefix, naming the setting', () => {
    for (const bad of ['my prefix', 'x*', 'a'.repeat(65)]) {
      expect(() => loadConfig({ REDIS_KEY_PREFIX: bad })).toThrow(/REDIS_KEY_PREFIX/);
    }
  });
});
