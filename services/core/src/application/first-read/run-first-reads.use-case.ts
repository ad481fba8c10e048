import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import { examMechanicsFlags } from '../../domain/first-read/exam-mechanics.ts';
import type { Dialect, FirstReadFlag } from '../../domain/first-read/first-read.ts';
import type { AttemptRepository } from '../attempt/ports.ts';
import type { MockTestRepository } from '../catalog/ports.ts';
import { retryDelaySeconds } from '../mail/relay-outbox.use-case.ts';
import type { Clock } from '../shared/ports.ts';
import type { FirstReadJob, FirstReadStore, MechanicsChecker } from './ports.ts';

export type FirstReadPolicy = {
  /** Runs per attempt before it is given up as unavailable. */
  maxTries: number;
  /** The wait after the first failed run; doubled after each further one, up to retryMaxSeconds. */
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  /** How long a claimed run is held: a process that dies mid-run leaves it to be taken again after this. */
  leaseSeconds: number;
  /** At most this many attempts per pass. */
  batchSize: number;
};

export type FirstReadDeps = {
  clock: Clock;
  firstReads: FirstReadStore;
  attempts: Pick<AttemptRepository, 'findById'>;
  mockTests: Pick<MockTestRepository, 'findById'>;
  checker: MechanicsChecker;
  /** Where a failed run is told (the submit it follows stands regardless). */
  log: { error(line: string): void };
};

export type FirstReadOutcome = { read: number; retrying: number; unavailable: number; takenByAnother: number };

/**
 * Runs the owed first reads, oldest first, outside any request: each is claimed by a conditional update before it
 * runs, so with several processes only one reads an answer. A failure of the checker is retried with backoff and,
 * after `maxTries`, leaves the first read unavailable; the attempt and its evaluation are never touched.
 */
export async function runFirstReads(
  deps: FirstReadDeps,
  policy: FirstReadPolicy,
  signal?: AbortSignal,
): Promise<FirstReadOutcome> {
  const outcome: FirstReadOutcome = { read: 0, retrying: 0, unavailable: 0, takenByAnother: 0 };
  for (const due of await deps.firstReads.listDue(deps.clock.now(), policy.batchSize)) {
    signal?.throwIfAborted();
    const now = deps.clock.now();
    const job = await deps.firstReads.claim(due, now, new Date(now.getTime() + policy.leaseSeconds * 1000));
    if (!job) {
      outcome.takenByAnother++;
      continue;
    }
    outcome[await runOne(deps, policy, job, signal)]++;
  }
  return outcome;
}

async function runOne(
  deps: FirstReadDeps,
  policy: FirstReadPolicy,
  job: FirstReadJob,
  signal?: AbortSignal,
): Promise<'read' | 'retrying' | 'unavailable'> {
  try {
    const stored = await deps.firstReads.find(job.attemptId);
    const attempt = await deps.attempts.findById(job.attemptId);
    const test = attempt && (await deps.mockTests.findById(attempt.mockTestId));
    if (!stored || !attempt || !test) throw new Error('the attempt or its test is gone');
    const flags = await readAnswers(deps.checker, attempt, test, stored.dialect, signal);
    await deps.firstReads.complete(job, flags, deps.clock.now());
    return 'read';
  } catch (error) {
    // Stopped, not failed: the claim's lease lapses and a later pass, here or in another process, reads it again.
    if (signal?.aborted) throw signal.reason;
    const reason = error instanceof Error ? error.message : String(error);
    deps.log.error(`first read of attempt ${job.attemptId} failed (try ${job.tries}): ${reason}`);
    if (job.tries >= policy.maxTries) {
      await deps.firstReads.giveUp(job, reason, deps.clock.now());
      return 'unavailable';
    }
    const waitMs = retryDelaySeconds(job.tries, policy) * 1000;
    await deps.firstReads.retryLater(job, reason, new Date(deps.clock.now().getTime() + waitMs));
    return 'retrying';
  }
}

/** The flags of every written answer, in task order and then passage order (whole-answer points first). */
export async function readAnswers(
  checker: MechanicsChecker,
  attempt: Pick<Attempt, 'answers'>,
  test: Pick<MockTest, 'tasks'>,
  dialect: Dialect,
  signal?: AbortSignal,
): Promise<FirstReadFlag[]> {
  const flags: FirstReadFlag[] = [];
  for (const task of test.tasks) {
    // Build a Sentence is scored item by item by the server: there is no prose to read.
    if (task.items) continue;
    const text = attempt.answers.find((answer) => answer.taskKey === task.key)?.text ?? '';
    const mechanics = examMechanicsFlags({
      taskKey: task.key,
      text,
      ...(task.minWords === undefined ? {} : { minWords: task.minWords }),
      ...(task.maxWords === undefined ? {} : { maxWords: task.maxWords }),
    });
    const found = text.trim() ? await checker.check({ taskKey: task.key, text, dialect }, signal) : [];
    flags.push(...mechanics, ...found.sort((a, b) => (a.start ?? 0) - (b.start ?? 0)));
  }
  return flags;
}
