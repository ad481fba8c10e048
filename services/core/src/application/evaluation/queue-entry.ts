import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { CoreDeps } from '../deps.ts';
import type { GradingRow, QueueEntry } from './grading-row.ts';

/** Loads what a tutor needs next to an attempt. */
export async function loadQueueEntry(
  deps: Pick<CoreDeps, 'evaluations' | 'mockTests' | 'profiles'>,
  attempt: Attempt,
): Promise<QueueEntry> {
  const [candidate, test, evaluation] = await Promise.all([
    deps.profiles.findByUserId(attempt.userId),
    deps.mockTests.findById(attempt.mockTestId),
    deps.evaluations.findByAttemptId(attempt.id),
  ]);
  // Attempts are only created for existing profiles and tests; a miss here is broken data, not user input.
  if (!candidate) throw new Error(`Attempt ${attempt.id} refers to a missing profile (${attempt.userId}).`);
  if (!test) throw new Error(`Attempt ${attempt.id} refers to a missing mock test (${attempt.mockTestId}).`);
  return { attempt, candidate, test, evaluation };
}

/** A row of the grading reads with its test, from the question bank in memory. */
export async function withTest(deps: Pick<CoreDeps, 'mockTests'>, row: GradingRow): Promise<QueueEntry> {
  const test = await deps.mockTests.findById(row.attempt.mockTestId);
  if (!test) throw new Error(`Attempt ${row.attempt.id} refers to a missing mock test (${row.attempt.mockTestId}).`);
  return { ...row, test };
}
