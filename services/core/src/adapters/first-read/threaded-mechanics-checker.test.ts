import { afterAll, describe, expect, it } from 'vitest';
import { createThreadedMechanicsChecker } from './threaded-mechanics-checker.ts';

// The real checker through its thread: the answer's slips come back at their offsets, and a closed thread is started
// again by the next read (a restart of the job's process in small).
describe('the checker in its own thread', () => {
  const checker = createThreadedMechanicsChecker({ idleMs: 500 });
  afterAll(() => checker.close());
  const text = 'We recieved the parcel on Monday.';

  it('reads an answer off the calling thread and gives its flags in the answer’s offsets', async () => {
    const flags = await checker.check({ taskKey: 'task1', text, dialect: 'british' });
    expect(flags.map((flag) => text.slice(flag.start ?? 0, flag.end ?? 0))).toContain('recieved');
    expect(flags.every((flag) => flag.taskKey === 'task1')).toBe(true);
  }, 60_000);

  it('ends an idle thread and starts a new one for the next read', async () => {
    await checker.check({ taskKey: 'task1', text, dialect: 'british' });
    expect(checker.running()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(checker.running()).toBe(false);
    const flags = await checker.check({ taskKey: 'task3', text, dialect: 'british' });
    expect(flags.map((flag) => flag.taskKey)).toContain('task3');
  }, 60_000);

  it('starts a new thread for the next read after a close', async () => {
    await checker.close();
    const flags = await checker.check({ taskKey: 'task2', text, dialect: 'american' });
    expect(flags.map((flag) => flag.taskKey)).toContain('task2');
  }, 60_000);

  it('drops a read when its signal aborts, without waiting for the thread, and reads the next one', async () => {
    await checker.close();
    const controller = new AbortController();
    // The thread takes seconds to start; the stop comes first.
    const read = checker.check({ taskKey: 'task1', text, dialect: 'british' }, controller.signal);
    setTimeout(() => controller.abort(new Error('stopping')), 50);
    await expect(read).rejects.toThrow('stopping');
    const flags = await checker.check({ taskKey: 'task2', text, dialect: 'british' });
    expect(flags.map((flag) => flag.taskKey)).toContain('task2');
  }, 60_000);
});
