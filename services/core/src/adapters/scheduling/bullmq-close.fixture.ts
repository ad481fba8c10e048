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
const scheduler = createBullmqDeadlineScheduler({ redisUrl, prefix, logger });
const worker = startDeadlineWorker({ redisUrl, prefix, logger, handle: async (attemptId) => handled(attemptId) });
await scheduler.schedule('attempt-exit', new Date(Date.now() + 200));
process.stdout.write(`handled ${await done}\n`);
await worker.close();
await scheduler.close();
