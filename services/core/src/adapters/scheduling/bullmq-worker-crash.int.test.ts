import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test-support/test-database.ts';
import { createBullmqDeadlineScheduler } from './bullmq-deadline-scheduler.ts';
import { killHard } from './redis-server-process.ts';
import { deleteKeys } from './redis-test-keys.ts';

const redisUrl = testRedisUrl();
const fixture = fileURLToPath(new URL('./deadline-worker.fixture.ts', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A worker process's start (Node loading BullMQ) takes about a second alone, many more beside the other test lanes.
const processStartMs = 60_000;

// Short lock and stalled check, as a test may choose them: a dead worker's jobs are taken back within about
// lock + 2 checks (4 s here). With BullMQ's defaults (30 s each) they would wait up to a minute and a half.
const recovery = { lockMs: 2_000, stalledCheckMs: 1_000 };

describe('a deadline worker killed with kill -9', () => {
  const prefix = `mocktest-crash-${randomUUID()}`;
  const folder = mkdtempSync(join(tmpdir(), 'deadline-worker-'));
  const record = join(folder, 'record.log');
  const children: ChildProcess[] = [];
  const output: string[] = [];

  afterEach(async () => {
    for (const child of children) await killHard(child);
    await deleteKeys(redisUrl, `${prefix}:*`);
    rmSync(folder, { recursive: true, force: true });
  });

  function runWorker(options: { handlerMs: number; concurrency: number }): ChildProcess {
    const args = [fixture, redisUrl, prefix, record, String(options.handlerMs), String(options.concurrency)];
    const child = spawn(process.execPath, [...args, String(recovery.lockMs), String(recovery.stalledCheckMs)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    children.push(child);
    return child;
  }

  function lines(kind: 'start' | 'done'): string[] {
    let text = '';
    try {
      text = readFileSync(record, 'utf8');
    } catch {
      return [];
    }
    return text
      .split('\n')
      .filter((line) => line.startsWith(`${kind} `))
      .map((line) => line.slice(kind.length + 1));
  }

  async function waitFor(condition: () => boolean, timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    while (!condition() && Date.now() < until) await sleep(50);
  }

  it('another worker runs every deadline: those it was running, those waiting and those still ahead', async () => {
    const logger = { info: () => {}, error: (message: string) => output.push(message) };
    const scheduler = createBullmqDeadlineScheduler({ redisUrl, prefix, logger, commandTimeoutMs: 1_000 });
    const attempts = ['attempt-1', 'attempt-2', 'attempt-3', 'attempt-4'];
    try {
      for (const id of attempts) await scheduler.schedule(id, new Date(Date.now() + 300));
      await scheduler.schedule('attempt-later', new Date(Date.now() + 3_000));
    } finally {
      await scheduler.close();
    }

    // The first worker takes two deadlines at a time and never finishes them.
    const first = runWorker({ handlerMs: 600_000, concurrency: 2 });
    await waitFor(() => lines('start').length >= 2, processStartMs);
    expect(lines('start')).toHaveLength(2);
    await killHard(first);

    runWorker({ handlerMs: 0, concurrency: 10 });
    await waitFor(() => lines('done').length >= 5, processStartMs);
    expect(lines('done').sort(), output.join('\n')).toEqual([...attempts, 'attempt-later'].sort());
  }, 180_000);
});
