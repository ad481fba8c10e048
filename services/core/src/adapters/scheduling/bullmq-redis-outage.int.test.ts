import { afterEach, describe, expect, it } from 'vitest';
import { withTimeout } from '../with-timeout.ts';
import { createBullmqDeadlineScheduler } from './bullmq-deadline-scheduler.ts';
import { startDeadlineWorker } from './bullmq-deadline-worker.ts';
import { type ReconcileLoop, startReconcileLoop } from './reconcile-loop.ts';
import { freePort, type RedisServerProcess, startRedisServer } from './redis-server-process.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!condition() && Date.now() < until) await sleep(25);
}

/** What the database holds: stored attempts, their deadline and who handled it (the source of truth). */
type Row = { dueAt: number; handledBy: 'worker' | 'reconcile' | null };

describe('deadlines across a Redis outage (a redis-server of the test its own)', () => {
  const closers: Array<() => Promise<void>> = [];

  afterEach(async () => {
    // Each close is bounded, so a failed test still reaches the last one: killing its redis-server.
    for (const close of closers.reverse()) await withTimeout(close(), 5_000, 'close timed out').catch(() => {});
    closers.length = 0;
  });

  /**
   * Deadlines pending, then Redis goes away ('killed': connections refused, restarted empty on the same port;
   * 'frozen': SIGSTOP, connections open but nothing answers, then SIGCONT).
   */
  async function outage(kind: 'killed' | 'frozen') {
    const port = await freePort(16390, 16399);
    let redis: RedisServerProcess = await startRedisServer(port);
    closers.push(() => redis.kill());
    const lines: string[] = [];
    const logger = { info: (m: string) => lines.push(`info ${m}`), error: (m: string) => lines.push(`error ${m}`) };

    const rows = new Map<string, Row>();
    // Idempotent like the deadline use case: an early, unknown or already handled wake-up does nothing.
    const handle = (attemptId: string, by: 'worker' | 'reconcile') => {
      const row = rows.get(attemptId);
      if (row && row.handledBy === null && row.dueAt <= Date.now()) row.handledBy = by;
    };

    const scheduler = createBullmqDeadlineScheduler({ redisUrl: redis.url, logger, commandTimeoutMs: 1_000 });
    closers.push(() => scheduler.close());
    const worker = startDeadlineWorker({
      redisUrl: redis.url,
      logger,
      handle: async (attemptId) => handle(attemptId, 'worker'),
      recovery: { lockMs: 5_000, stalledCheckMs: 5_000 },
    });
    closers.push(() => worker.close());

    // The reconcile pass as the use case does it: handle what is due, schedule what is ahead, report failures.
    const pass = async (signal: AbortSignal) => {
      const failures: unknown[] = [];
      let handled = 0;
      let scheduled = 0;
      for (const [attemptId, row] of rows) {
        signal.throwIfAborted();
        if (row.handledBy) continue;
        if (row.dueAt <= Date.now()) {
          handle(attemptId, 'reconcile');
          handled++;
          continue;
        }
        try {
          await scheduler.schedule(attemptId, new Date(row.dueAt));
          scheduled++;
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, `${failures.length} not scheduled`);
      return `${handled} handled, ${scheduled} scheduled`;
    };
    const passesEnded = () => lines.filter((line) => line.includes('reconcile')).length;

    const t0 = Date.now();
    rows.set('due-during-outage-1', { dueAt: t0 + 2_500, handledBy: null });
    rows.set('due-during-outage-2', { dueAt: t0 + 2_500, handledBy: null });
    rows.set('due-after-outage', { dueAt: t0 + 9_000, handledBy: null });
    let loop: ReconcileLoop = startReconcileLoop({
      name: 'reconcile',
      pass,
      intervalMs: 1_000,
      timeoutMs: 1_500,
      logger,
    });
    closers.push(() => loop.stop());
    await waitFor(() => lines.includes('info reconcile: 0 handled, 3 scheduled'), 5_000);
    expect(lines).toContain('info reconcile: 0 handled, 3 scheduled');

    if (kind === 'killed') await redis.kill();
    else redis.freeze();
    const passesBeforeOutage = passesEnded();

    // A submit while Redis is away: the row is stored, scheduling must give up within the fault budget.
    rows.set('submitted-during-outage', { dueAt: t0 + 9_000, handledBy: null });
    const started = Date.now();
    const outcome = await scheduler.schedule('submitted-during-outage', new Date(t0 + 9_000)).then(
      () => 'scheduled',
      () => 'failed',
    );
    expect(outcome).toBe('failed');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lines.some((line) => line.includes('deadline of attempt submitted-during-outage'))).toBe(true);

    // Passes keep ending while Redis is away, so deadlines falling due meanwhile are still handled.
    await waitFor(
      () => rows.get('due-during-outage-1')?.handledBy !== null && passesEnded() >= passesBeforeOutage + 2,
      8_000,
    );
    expect(passesEnded()).toBeGreaterThanOrEqual(passesBeforeOutage + 2);
    expect(rows.get('due-during-outage-1')?.handledBy).toBe('reconcile');
    expect(rows.get('due-during-outage-2')?.handledBy).toBe('reconcile');

    // Back: the next pass schedules what is ahead again (a killed Redis comes back empty, without persistence).
    if (kind === 'killed') redis = await startRedisServer(port);
    else redis.thaw();
    await waitFor(() => lines.includes('info reconcile: 0 handled, 2 scheduled'), 8_000);
    expect(lines).toContain('info reconcile: 0 handled, 2 scheduled');
    // From here only the worker can act, so what follows shows Redis delivering the remaining deadlines.
    await loop.stop();
    loop = { stop: async () => {} };

    await waitFor(() => [...rows.values()].every((row) => row.handledBy !== null), 10_000);
    expect(Object.fromEntries([...rows].map(([id, row]) => [id, row.handledBy]))).toEqual({
      'due-during-outage-1': 'reconcile',
      'due-during-outage-2': 'reconcile',
      'due-after-outage': 'worker',
      'submitted-during-outage': 'worker',
    });
    return lines;
  }

  it('Redis killed and restarted: scheduling fails fast, passes keep ending, every deadline is handled', async () => {
    await outage('killed');
  }, 60_000);

  it('Redis hung (SIGSTOP) then resumed: scheduling and passes time out instead of hanging, every deadline is handled', async () => {
    const lines = await outage('frozen');
    expect(lines.some((line) => line.includes('reconcile: the pass did not finish within 1500 ms'))).toBe(true);
  }, 60_000);
});
