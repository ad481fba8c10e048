import { expect, it } from 'vitest';
import { testWorkerCount, workerEmulatorHost } from './test-workers.ts';

it('runs two workers unless TEST_WORKERS says otherwise, and refuses counts Redis cannot give a database each', () => {
  expect(testWorkerCount({})).toBe(2);
  expect(testWorkerCount({ TEST_WORKERS: '1' })).toBe(1);
  for (const bad of ['0', '16', 'two', '-1', '1.5']) {
    expect(() => testWorkerCount({ TEST_WORKERS: bad })).toThrow(/TEST_WORKERS must be a whole number from 1 to 15/);
  }
});

it('gives worker N the base emulator port plus N - 1', () => {
  expect(workerEmulatorHost('127.0.0.1:9099', 1)).toBe('127.0.0.1:9099');
  expect(workerEmulatorHost('127.0.0.1:9199', 2)).toBe('127.0.0.1:9200');
});
