// Run as a child process by bullmq-worker-crash.int.test.ts: a deadline worker whose handler records to a file when
// it starts and when it finishes a deadline, so the test can kill -9 it in the middle.
import { appendFileSync } from 'node:fs';
import { startDeadlineWorker } from './bullmq-deadline-worker.ts';

const [redisUrl = '', prefix = '', record = '', handlerMs = '0', concurrency = '10', lockMs = '', stalledMs = ''] =
  process.argv.slice(2);
const logger = { error: (message: string) => process.stderr.write(`${message}\n`) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const worker = startDeadlineWorker({
  redisUrl,
  prefix,
  logger,
  concurrency: Number(concurrency),
  recovery: { lockMs: Number(lockMs), stalledCheckMs: Number(stalledMs) },
  handle: async (attemptId) => {
    appendFileSync(record, `start ${attemptId}\n`);
    await sleep(Number(handlerMs));
    appendFileSync(record, `done ${attemptId}\n`);
  },
});
process.once('SIGTERM', () => {
  void worker.close().then(() => process.exit(0));
});
