import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('scheduling settings', () => {
  it('default to a 1 s Redis budget, a pass every minute bounded at 30 s, and recovery of dead workers in seconds', () => {
    expect(loadConfig({}).scheduling).toEqual({
      redisCommandTimeoutMs: 1_000,
      reconcileIntervalSeconds: 60,
      reconcileTimeoutSeconds: 30,
      jobLockSeconds: 10,
      stalledCheckSeconds: 5,
      workerConcurrency: 32,
    });
  });

  it('are read from the environment and refused when out of range', () => {
    const config = loadConfig({ RECONCILE_INTERVAL_SECONDS: '15', REDIS_COMMAND_TIMEOUT_MS: '500' });
    expect(config.scheduling.reconcileIntervalSeconds).toBe(15);
    expect(config.scheduling.redisCommandTimeoutMs).toBe(500);
    expect(() => loadConfig({ RECONCILE_INTERVAL_SECONDS: '0' })).toThrow(/RECONCILE_INTERVAL_SECONDS/);
    expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: 'soon' })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
    expect(() => loadConfig({ DEADLINE_JOB_LOCK_SECONDS: '-1' })).toThrow(/DEADLINE_JOB_LOCK_SECONDS/);
    expect(loadConfig({ DEADLINE_WORKER_CONCURRENCY: '32' }).scheduling.workerConcurrency).toBe(32);
    expect(() => loadConfig({ DEADLINE_WORKER_CONCURRENCY: '0' })).toThrow(/DEADLINE_WORKER_CONCURRENCY/);
  });
});
