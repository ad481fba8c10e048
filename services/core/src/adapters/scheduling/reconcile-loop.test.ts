import { describe, expect, it } from 'vitest';
import { stopWhenAborted } from './deadline-reconcile-loop.ts';
import { startReconcileLoop } from './reconcile-loop.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    logger: { info: (m: string) => lines.push(`info ${m}`), error: (m: string) => lines.push(`error ${m}`) },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 2_000) {
  const until = Date.now() + timeoutMs;
  while (!condition() && Date.now() < until) await sleep(5);
}

describe('reconcile loop', () => {
  it('runs a pass at start and then at every interval, logging its summary', async () => {
    const { lines, logger } = recordingLogger();
    let passes = 0;
    const loop = startReconcileLoop({
      name: 'test reconcile',
      intervalMs: 20,
      timeoutMs: 1_000,
      logger,
      pass: async () => `pass ${++passes}`,
    });
    expect(passes).toBe(1);
    await waitFor(() => passes >= 3);
    await loop.stop();
    expect(lines.slice(0, 3)).toEqual([
      'info test reconcile: pass 1',
      'info test reconcile: pass 2',
      'info test reconcile: pass 3',
    ]);
  });

  it('never runs two passes at once: ticks during a slow pass are skipped', async () => {
    const { logger } = recordingLogger();
    let running = 0;
    let mostAtOnce = 0;
    let passes = 0;
    const loop = startReconcileLoop({
      name: 'test reconcile',
      intervalMs: 5,
      timeoutMs: 1_000,
      logger,
      pass: async () => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(40);
        running--;
        return `pass ${++passes}`;
      },
    });
    await waitFor(() => passes >= 3);
    await loop.stop();
    expect(mostAtOnce).toBe(1);
  });

  it('abandons a pass that never finishes, logs it, and the next tick runs a new one', async () => {
    const { lines, logger } = recordingLogger();
    const signals: AbortSignal[] = [];
    const loop = startReconcileLoop({
      name: 'test reconcile',
      intervalMs: 20,
      timeoutMs: 50,
      logger,
      pass: (signal) => {
        signals.push(signal);
        return new Promise<string>(() => {});
      },
    });
    await waitFor(() => signals.length >= 3);
    await loop.stop();
    expect(signals.length).toBeGreaterThanOrEqual(3);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(lines.filter((line) => line.includes('did not finish within 50 ms')).length).toBeGreaterThanOrEqual(2);
  });

  it('logs a failed pass and keeps going', async () => {
    const { lines, logger } = recordingLogger();
    let passes = 0;
    const loop = startReconcileLoop({
      name: 'test reconcile',
      intervalMs: 20,
      timeoutMs: 1_000,
      logger,
      pass: async () => {
        passes++;
        if (passes === 1) throw new AggregateError([new Error('Redis down'), new Error('Redis down')], '2 failed');
        return 'fine';
      },
    });
    await waitFor(() => passes >= 2);
    await loop.stop();
    expect(lines[0]).toMatch(/^error test reconcile failed: 2 failed\n {2}Error: Redis down/);
    expect(lines).toContain('info test reconcile: fine');
  });

  it('stop aborts the running pass, waits for it, and no pass starts afterwards', async () => {
    const { logger } = recordingLogger();
    let passes = 0;
    let finished = false;
    const loop = startReconcileLoop({
      name: 'test reconcile',
      intervalMs: 10,
      timeoutMs: 5_000,
      logger,
      pass: async (signal) => {
        passes++;
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        await sleep(20);
        finished = true;
        return 'stopped';
      },
    });
    await loop.stop();
    expect(finished).toBe(true);
    await sleep(40);
    expect(passes).toBe(1);
  });
});

describe('stopWhenAborted', () => {
  it('lets port calls through until the signal aborts, then throws at every call', async () => {
    const controller = new AbortController();
    const calls: string[] = [];
    const deps = stopWhenAborted(
      {
        attempts: { find: async (id: string) => calls.push(id) },
        clock: { now: () => new Date(0) },
        transaction: async <T>(work: () => Promise<T>) => work(),
        limit: 3,
      },
      controller.signal,
    );
    await deps.attempts.find('a');
    expect(deps.clock.now()).toEqual(new Date(0));
    expect(await deps.transaction(async () => 'ok')).toBe('ok');
    expect(deps.limit).toBe(3);

    controller.abort(new Error('pass abandoned'));
    expect(() => deps.attempts.find('b')).toThrow('pass abandoned');
    expect(() => deps.clock.now()).toThrow('pass abandoned');
    expect(() => deps.transaction(async () => 'ok')).toThrow('pass abandoned');
    expect(calls).toEqual(['a']);
  });
});
