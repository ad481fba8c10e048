import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from './background-priority.ts';
import { createHarperMechanicsChecker } from './harper-mechanics-checker.ts';

// The checker's own thread (see threaded-mechanics-checker.ts): Harper builds its linters and reads answers
// synchronously, which would hold the server's event loop for seconds at the first answer.

export type CheckRequest = { id: number; input: { taskKey: string; text: string; dialect: 'american' | 'british' } };
export type CheckReply = { id: number; flags?: unknown[]; error?: string };

// Before the WebAssembly loads: the set-up alone is seconds of a core.
lowerThisThreadsPriority();
const checker = createHarperMechanicsChecker();
parentPort?.on('message', async ({ id, input }: CheckRequest) => {
  try {
    parentPort?.postMessage({ id, flags: await checker.check(input) } satisfies CheckReply);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies CheckReply);
  }
});
