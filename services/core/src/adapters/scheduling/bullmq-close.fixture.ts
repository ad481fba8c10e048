// Run as a child process by bullmq-deadlines.int.test.ts: if anything stays open after close(), this process never
// exits and the test fails.
import { createBullmqDeadlineScheduler } from './bullmq-deadline-scheduler.ts';
import { startDeadlineWorker } from './bullmq-deadline-worker.ts';

const [redisUrl = '', prefix = ''] = process.argv.slice(2);
const logger = { info: () => {}, error: (message: string) => process.stderr.write(`${message}\n`) };

let handled: (attemptId: string) => void = () => {};
const done = new Promise<string>((resolve) => {
  handled = resolve;
});
const scheduler = createBullmqDeadlineScheduler({ redisUrl, prefix, logger, commandTimeoutMs: 1_000 });
const worker = startDeadlineWorker({
  redisUrl,
  prefix,
  logger,
  handle: async (attemptId) => handled(attemptId),
  recovery: { lockMs: 2_000, stalledCheckMs: 1_000 },
});
await scheduler.schedule('attempt-exit', new Date(Date.now() + 200));
process.stdout.write(`handled ${await done}\n`);
await worker.close();
await scheduler.close();
