import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessDeadlineScheduler } from './in-process-deadline-scheduler.ts';

function recordingLogger() {
  const errors: string[] = [];
  return { errors, logger: { info: () => {}, error: (message: string) => errors.push(message) } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inMs = (ms: number) => new Date(Date.now() + ms);

describe('in-process deadline scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls onDue once with the attempt id when the deadline arrives', async () => {
    const due: string[] = [];
    const { logger } = recordingLogger();
    const scheduler = createInProcessDeadlineScheduler({ onDue: async (id) => due.push(id), logger });

    await scheduler.schedule('attempt-a', inMs(30));
    await sleep(10);
    expect(due).toEqual([]);
    await sleep(60);
    expect(due).toEqual(['attempt-a']);
    await sleep(40);
    expect(due).toEqual(['attempt-a']);
    await scheduler.close();
  });

  it('runs a deadline already in the past right away', async () => {
    const due: string[] = [];
    const scheduler = createInProcessDeadlineScheduler({
      onDue: async (id) => due.push(id),
      logger: recordingLogger().logger,
    });
    await scheduler.schedule('late', new Date(Date.now() - 60_000));
    await sleep(15);
    expect(due).toEqual(['late']);
    await scheduler.close();
  });

  it('a batch arms only the timers not already armed for that time, and each fires once', async () => {
    const due: string[] = [];
    const scheduler = createInProcessDeadlineScheduler({
      onDue: async (id) => due.push(id),
      logger: recordingLogger().logger,
    });
    const at = inMs(40);
    await scheduler.schedule('armed', at);
    await scheduler.schedule('moved', inMs(60_000));
    expect(
      await scheduler.scheduleMissing([
        { id: 'armed', at },
        { id: 'moved', at },
        { id: 'lost', at },
      ]),
    ).toBe(2);
    expect(await scheduler.scheduleMissing([{ id: 'lost', at }])).toBe(0);
    await sleep(90);
    expect(due.sort()).toEqual(['armed', 'lost', 'moved']);
    await scheduler.close();
  });

  it('re-scheduling an attempt replaces its timer instead of adding a second one', async () => {
    const due: Array<{ id: string; at: number }> = [];
    const scheduler = createInProcessDeadlineScheduler({
      onDue: async (id) => due.push({ id, at: Date.now() }),
      logger: recordingLogger().logger,
    });
    const start = Date.now();
    await scheduler.schedule('attempt-b', inMs(20));
    await scheduler.schedule('attempt-b', inMs(80));
    await scheduler.schedule('attempt-c', inMs(20));
    await sleep(50);
    expect(due.map((d) => d.id)).toEqual(['attempt-c']);
    await sleep(80);
    expect(due.map((d) => d.id)).toEqual(['attempt-c', 'attempt-b']);
    expect(due[1]?.at ?? 0).toBeGreaterThanOrEqual(start + 79);
    await scheduler.close();
  });

  it('logs a failing onDue instead of throwing, and keeps serving other deadlines', async () => {
    const due: string[] = [];
    const { logger, errors } = recordingLogger();
    const scheduler = createInProcessDeadlineScheduler({
      onDue: async (id) => {
        if (id === 'broken') throw new Error('database unavailable');
        due.push(id);
      },
      logger,
    });
    await scheduler.schedule('broken', inMs(5));
    await scheduler.schedule('fine', inMs(10));
    await sleep(40);
    expect(due).toEqual(['fine']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('broken');
    expect(errors[0]).toContain('database unavailable');
    await scheduler.close();
  });

  it('close clears pending timers: nothing fires afterwards', async () => {
    const due: string[] = [];
    const scheduler = createInProcessDeadlineScheduler({
      onDue: async (id) => due.push(id),
      logger: recordingLogger().logger,
    });
    await scheduler.schedule('attempt-d', inMs(20));
    await scheduler.close();
    await scheduler.schedule('attempt-e', inMs(5));
    await sleep(50);
    expect(due).toEqual([]);
  });

  it('close waits for a deadline that is being handled', async () => {
    let finished = false;
    const scheduler = createInProcessDeadlineScheduler({
      onDue: async () => {
        await sleep(40);
        finished = true;
      },
      logger: recordingLogger().logger,
    });
    await scheduler.schedule('slow', inMs(0));
    await sleep(10);
    await scheduler.close();
    expect(finished).toBe(true);
  });

  it('handles deadlines beyond the 2^31-1 ms limit of setTimeout (about 24.8 days)', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const due: string[] = [];
    const scheduler = createInProcessDeadlineScheduler({
      onDue: async (id) => due.push(id),
      logger: recordingLogger().logger,
    });
    const thirtyDays = 30 * 24 * 3600 * 1000;
    await scheduler.schedule('far', new Date(Date.now() + thirtyDays));

    await vi.advanceTimersByTimeAsync(2 ** 31);
    expect(due).toEqual([]);
    await vi.advanceTimersByTimeAsync(thirtyDays - 2 ** 31 - 1_000);
    expect(due).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(due).toEqual(['far']);
    await scheduler.close();
  });
});
