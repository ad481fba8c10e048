import { describe, expect, it } from 'vitest';
import type { FirstReadFlag } from '../../domain/first-read/first-read.ts';
import { startAttempt } from '../attempt/start-attempt.use-case.ts';
import { submitAttempt } from '../attempt/submit-attempt.use-case.ts';
import { buildMockTest, buildProfile } from '../testing/builders.ts';
import { createInMemoryDeps, type InMemoryDeps } from '../testing/in-memory-deps.ts';
import type { MechanicsChecker } from './ports.ts';
import { type FirstReadPolicy, runFirstReads } from './run-first-reads.use-case.ts';

const policy: FirstReadPolicy = {
  maxTries: 2,
  retryBaseSeconds: 10,
  retryMaxSeconds: 60,
  leaseSeconds: 30,
  batchSize: 5,
};
const candidate = buildProfile({ userId: 'cand-uid', role: 'candidate', email: 'cand@example.com' });
const ielts = buildMockTest({ id: 'ielts-1', exam: 'IELTSAcademic' });

// A checker of our own port that flags every "wich" and counts the texts it was given.
function wichChecker(): MechanicsChecker & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    async check({ taskKey, text }) {
      reads.push(text);
      const at = text.indexOf('wich');
      if (at < 0) return [];
      const flag: FirstReadFlag = {
        taskKey,
        kind: 'spelling',
        start: at,
        end: at + 4,
        message: 'Possible spelling mistake.',
        suggestions: ['which'],
      };
      return [flag];
    },
  };
}

async function submitted(deps: InMemoryDeps, text: string) {
  const attempt = await startAttempt(deps, { actor: candidate, mockTestId: 'ielts-1' });
  return submitAttempt(deps, { actor: candidate, attemptId: attempt.id, answers: [{ taskKey: 'task1', text }] });
}

const jobDeps = (deps: InMemoryDeps, checker: MechanicsChecker, errors: string[] = []) => ({
  ...deps,
  checker,
  log: { error: (line: string) => errors.push(line) },
});

describe('the automatic first read job', () => {
  it('owes a first read from the submit and reads each written task once, in British English for IELTS', async () => {
    const deps = createInMemoryDeps({ mockTests: [ielts], profiles: [candidate] });
    const attempt = await submitted(deps, 'The chart, wich shows sales, rises.');
    expect((await deps.firstReads.find(attempt.id))?.status).toBe('pending');

    const checker = wichChecker();
    expect(await runFirstReads(jobDeps(deps, checker), policy)).toEqual({
      read: 1,
      retrying: 0,
      unavailable: 0,
      takenByAnother: 0,
    });
    const stored = await deps.firstReads.find(attempt.id);
    expect(stored).toMatchObject({ status: 'ready', dialect: 'british' });
    // The checker reads the one written task; task2 is empty, so only its length is flagged.
    expect(checker.reads).toEqual(['The chart, wich shows sales, rises.']);
    expect(stored?.flags.filter((flag) => flag.kind === 'spelling')).toEqual([
      expect.objectContaining({ taskKey: 'task1', start: 11, end: 15, suggestions: ['which'] }),
    ]);
    expect(stored?.flags.filter((flag) => flag.kind === 'length').map((flag) => flag.taskKey)).toEqual([
      'task1',
      'task2',
    ]);
    // Nothing is read twice.
    expect(await runFirstReads(jobDeps(deps, checker), policy)).toMatchObject({ read: 0 });
  });

  it('retries a failing checker, then leaves the first read unavailable with the submit untouched', async () => {
    const deps = createInMemoryDeps({ mockTests: [ielts], profiles: [candidate] });
    const attempt = await submitted(deps, 'Some words.');
    const errors: string[] = [];
    const broken: MechanicsChecker = {
      check: async () => {
        throw new Error('the checker crashed');
      },
    };
    expect(await runFirstReads(jobDeps(deps, broken, errors), policy)).toMatchObject({ retrying: 1 });
    // Not due again before its backoff.
    expect(await runFirstReads(jobDeps(deps, broken, errors), policy)).toMatchObject({ retrying: 0 });
    deps.clock.advanceSeconds(11);
    expect(await runFirstReads(jobDeps(deps, broken, errors), policy)).toMatchObject({ unavailable: 1 });
    expect((await deps.firstReads.find(attempt.id))?.status).toBe('unavailable');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('the checker crashed');
    expect((await deps.attempts.findById(attempt.id))?.status).toBe('Submitted');
  });

  it('lets only one of two passes running at once read an answer', async () => {
    const deps = createInMemoryDeps({ mockTests: [ielts], profiles: [candidate] });
    await submitted(deps, 'One answer.');
    const checker = wichChecker();
    const outcomes = await Promise.all([
      runFirstReads(jobDeps(deps, checker), policy),
      runFirstReads(jobDeps(deps, checker), policy),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.read, 0)).toBe(1);
    expect(checker.reads).toHaveLength(1);
  });

  it('stops at once when its pass is aborted mid-read, counting no failed try, and reads the answer after the lease', async () => {
    const deps = createInMemoryDeps({ mockTests: [ielts], profiles: [candidate] });
    const attempt = await submitted(deps, 'A slow read.');
    const errors: string[] = [];
    // A checker still starting (a busy machine): it answers only when told to stop.
    const starting: MechanicsChecker = {
      check: (_input, signal) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    };
    const controller = new AbortController();
    const pass = runFirstReads(jobDeps(deps, starting, errors), policy, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error('stopping'));
    await expect(pass).rejects.toThrow('stopping');
    expect(errors).toEqual([]);

    // Still claimed until the lease lapses; then read as usual, its stop not counted against it.
    const checker = wichChecker();
    expect(await runFirstReads(jobDeps(deps, checker), policy)).toMatchObject({ read: 0 });
    deps.clock.advanceSeconds(policy.leaseSeconds + 1);
    expect(await runFirstReads(jobDeps(deps, checker), policy)).toMatchObject({ read: 1 });
    expect((await deps.firstReads.find(attempt.id))?.status).toBe('ready');
  });
});
