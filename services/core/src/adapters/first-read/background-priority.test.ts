import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { backgroundNiceness } from './background-priority.ts';

/** The niceness of a thread of this process, from /proc (the 19th field of its stat line). */
function nicenessOf(threadId: number): number {
  const fields = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[16]);
}

describe('background priority', () => {
  it.runIf(process.platform === 'linux')('lowers the calling thread only, never the process', async () => {
    const processNiceness = nicenessOf(process.pid);
    const url = new URL('./background-priority.ts', import.meta.url).href;
    const thread = new Worker(
      `import(${JSON.stringify(url)}).then(({ lowerThisThreadsPriority }) => {
        const lowered = lowerThisThreadsPriority();
        const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
        require('node:worker_threads').parentPort.postMessage({ lowered, threadId });
      });`,
      { eval: true },
    );
    const { lowered, threadId } = await new Promise<{ lowered: boolean; threadId: number }>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
    });
    try {
      expect(lowered).toBe(true);
      expect(nicenessOf(threadId)).toBeGreaterThanOrEqual(backgroundNiceness);
      expect(nicenessOf(process.pid), 'the process’s main thread keeps its priority').toBe(processNiceness);
    } finally {
      await thread.terminate();
    }
  });
});
