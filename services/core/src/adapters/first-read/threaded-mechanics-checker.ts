import { Worker } from 'node:worker_threads';
import type { MechanicsChecker } from '../../application/first-read/ports.ts';
import type { FirstReadFlag } from '../../domain/first-read/first-read.ts';
import type { CheckReply, CheckRequest } from './harper-thread.ts';

export type ThreadedMechanicsChecker = MechanicsChecker & {
  /** Ends the thread; answers still being read fail (their first read is retried by the job). */
  close(): Promise<void>;
  /** Whether the thread (and its memory) is up now. */
  running(): boolean;
};

/**
 * The Harper checker in a worker thread of its own, started at the first answer: its WebAssembly and linters (about
 * 410 MB, docs/first-read.md) are loaded only by a process that reads answers, and only while it does: the thread ends
 * after `idleMs` without an answer to read, and the next answer starts it again (about 3 s). Its synchronous work
 * never holds up the requests the same process serves. A thread that dies fails the reads in flight and is started
 * again at the next one.
 */
export function createThreadedMechanicsChecker(options: { idleMs: number }): ThreadedMechanicsChecker {
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve(flags: FirstReadFlag[]): void; reject(error: Error): void }>();

  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };

  // Counted from the last answer read: a burst of submits keeps one thread, a quiet hour frees its memory.
  const endWhenIdle = () => {
    clearTimeout(idleTimer);
    if (waiting.size > 0) return;
    idleTimer = setTimeout(() => {
      const thread = worker;
      worker = null;
      void thread?.terminate();
    }, options.idleMs);
    idleTimer.unref();
  };

  const started = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(new URL('./harper-thread.ts', import.meta.url));
    // An idle checker thread must not keep the process alive.
    thread.unref();
    thread.on('message', ({ id, flags, error }: CheckReply) => {
      const pending = waiting.get(id);
      waiting.delete(id);
      if (!pending) return;
      if (error !== undefined) pending.reject(new Error(error));
      else pending.resolve(flags as FirstReadFlag[]);
      endWhenIdle();
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = null;
      failAll(new Error(`the checker thread stopped (exit code ${code})`));
    });
    worker = thread;
    return thread;
  };

  return {
    check(input, signal) {
      clearTimeout(idleTimer);
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const id = nextId++;
        // A stop does not wait for the thread (it may still be starting on a busy machine): the read is dropped
        // here and its late reply ignored.
        const abandon = () => {
          waiting.delete(id);
          reject(signal?.reason);
          endWhenIdle();
        };
        signal?.addEventListener('abort', abandon, { once: true });
        const settled = () => signal?.removeEventListener('abort', abandon);
        waiting.set(id, {
          resolve: (flags) => {
            settled();
            resolve(flags);
          },
          reject: (error) => {
            settled();
            reject(error);
          },
        });
        started().postMessage({ id, input } satisfies CheckRequest);
      });
    },
    running: () => worker !== null,
    async close() {
      clearTimeout(idleTimer);
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}
