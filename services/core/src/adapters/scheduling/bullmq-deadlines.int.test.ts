import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test-support/test-database.ts';
import { createBullmqDeadlineScheduler } from './bullmq-deadline-scheduler.ts';
import { startDeadlineWorker } from './bullmq-deadline-worker.ts';
import { deleteKeys } from './redis-test-keys.ts';

const redisUrl = testRedisUrl();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!condition() && Date.now() < until) await sleep(20);
}

describe('BullMQ deadlines', () => {
  // Each test gets its own key prefix, so runs never see each other's jobs.
  let prefix: string;
  let closers: Array<() => Promise<void>>;
  const errors: string[] = [];
  const logger = { info: () => {}, error: (message: string) => errors.push(message) };

  beforeEach(() => {
    prefix = `mocktest-test-${randomUUID()}`;
    closers = [];
    errors.length = 0;
  });

  afterEach(async () => {
    for (const close of closers.reverse()) await close();
    await deleteKeys(redisUrl, `${prefix}:*`);
  });

  function start(then: (attemptId: string) => Promise<void> = async () => {}, concurrency = 10) {
    const calls: Array<{ attemptId: string; at: number }> = [];
    const scheduler = createBullmqDeadlineScheduler({ redisUrl, prefix, logger, commandTimeoutMs: 1_000 });
    const worker = startDeadlineWorker({
      redisUrl,
      prefix,
      logger,
      handle: async (attemptId) => {
        calls.push({ attemptId, at: Date.now() });
        await then(attemptId);
      },
      recovery: { lockMs: 5_000, stalledCheckMs: 5_000 },
      concurrency,
    });
    closers.push(
      () => scheduler.close(),
      () => worker.close(),
    );
    return { calls, scheduler };
  }

  it('calls the handler once with the attempt id when the deadline, 1 s ahead, arrives', async () => {
    const { calls, scheduler } = start();
    const due = new Date(Date.now() + 1_000);
    await scheduler.schedule('attempt-7f3', due);

    await sleep(600);
    expect(calls).toEqual([]);
    await waitFor(() => calls.length > 0, 5_000);
    expect(calls.map((c) => c.attemptId)).toEqual(['attempt-7f3']);
    expect(calls[0]?.at).toBeGreaterThanOrEqual(due.getTime() - 5);
    await sleep(500);
    expect(calls).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('re-scheduling the same deadline does not run it twice, before or after it fired', async () => {
    const { calls, scheduler } = start();
    const due = new Date(Date.now() + 800);
    await scheduler.schedule('attempt-dup', due);
    await scheduler.schedule('attempt-dup', due);
    await scheduler.schedule('attempt-dup', new Date(due));

    await waitFor(() => calls.length > 0, 5_000);
    await sleep(300);
    // The periodic reconcile may offer the same deadline again after it ran.
    await scheduler.schedule('attempt-dup', due);
    await sleep(800);
    expect(calls.map((c) => c.attemptId)).toEqual(['attempt-dup']);
  });

  it('re-scheduling to another time moves the deadline instead of adding one', async () => {
    const { calls, scheduler } = start();
    const moved = new Date(Date.now() + 1_500);
    await scheduler.schedule('attempt-moved', new Date(Date.now() + 400));
    await scheduler.schedule('attempt-moved', moved);

    await sleep(1_000);
    expect(calls).toEqual([]);
    await waitFor(() => calls.length > 0, 5_000);
    await sleep(300);
    expect(calls.map((c) => c.attemptId)).toEqual(['attempt-moved']);
    expect(calls[0]?.at).toBeGreaterThanOrEqual(moved.getTime() - 5);
  });

  it('an attempt re-scheduled by its own running job (time up, then evaluation deadline) wakes up again', async () => {
    let evaluationDeadline = 0;
    const { calls, scheduler } = start(async (attemptId) => {
      if (evaluationDeadline) return;
      // As the time-up handler does: it closes the attempt and schedules the evaluation deadline while running.
      evaluationDeadline = Date.now() + 800;
      await scheduler.schedule(attemptId, new Date(evaluationDeadline));
    });
    await scheduler.schedule('attempt-time-up', new Date(Date.now() + 300));

    await waitFor(() => calls.length >= 2, 5_000);
    expect(calls.map((c) => c.attemptId)).toEqual(['attempt-time-up', 'attempt-time-up']);
    expect(calls[1]?.at).toBeGreaterThanOrEqual(evaluationDeadline - 5);
    expect(errors).toEqual([]);
  });

  it('a batch adds only the timers it does not hold at that time, and each of those runs once', async () => {
    const { calls, scheduler } = start();
    const due = new Date(Date.now() + 800);
    await scheduler.schedule('attempt-held', due);
    await scheduler.schedule('attempt-moved', new Date(due.getTime() + 60_000));

    const added = await scheduler.scheduleMissing([
      { id: 'attempt-held', at: due },
      { id: 'attempt-moved', at: due },
      { id: 'attempt-lost', at: due },
    ]);
    expect(added).toBe(2);
    // Held now, all three: a second batch adds nothing.
    expect(await scheduler.scheduleMissing([{ id: 'attempt-lost', at: due }])).toBe(0);

    await waitFor(() => calls.length >= 3, 5_000);
    await sleep(500);
    expect(calls.map((c) => c.attemptId).sort()).toEqual(['attempt-held', 'attempt-lost', 'attempt-moved']);
    // A job that ran is still held: the batch does not wake the attempt again.
    expect(await scheduler.scheduleMissing([{ id: 'attempt-held', at: due }])).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a deadline already past runs right away', async () => {
    const { calls, scheduler } = start();
    await scheduler.schedule('attempt-late', new Date(Date.now() - 60_000));
    await waitFor(() => calls.length > 0, 3_000);
    expect(calls.map((c) => c.attemptId)).toEqual(['attempt-late']);
  });

  it('with a backlog, runs the due state changes before the reminders, whatever order they were queued in', async () => {
    // One job at a time, and the first one slow, so the rest pile up behind it as they would on a busy worker.
    const { calls, scheduler } = start(async (attemptId) => {
      if (attemptId === 'attempt-first') await sleep(400);
    }, 1);
    const due = new Date(Date.now() - 1_000);
    await scheduler.schedule('attempt-first', due);
    await waitFor(() => calls.length > 0, 3_000);
    for (const n of [1, 2, 3]) await scheduler.schedule(`escalation:reminder-${n}`, due, { reminder: true });
    for (const n of [1, 2]) await scheduler.schedule(`attempt-release-${n}`, due);

    await waitFor(() => calls.length === 6, 5_000);
    expect(calls.map((call) => call.attemptId)).toEqual([
      'attempt-first',
      'attempt-release-1',
      'attempt-release-2',
      'escalation:reminder-1',
      'escalation:reminder-2',
      'escalation:reminder-3',
    ]);
  });

  // The process's own start takes about a second alone, many more beside the other test lanes; one that never exits
  // is killed at the timeout and fails the test.
  it('closing the scheduler and the worker leaves nothing open: the process exits', async () => {
    const fixture = fileURLToPath(new URL('./bullmq-close.fixture.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [fixture, redisUrl, prefix], { timeout: 60_000 });
    expect(stdout).toContain('handled attempt-exit');
  }, 90_000);
});
