import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import type { GradingRow } from './grading-reads.ts';

/** An attempt as a tutor grades it: the candidate, the test and the evaluation written so far (draft or published). */
export type QueueEntry = {
  attempt: Attempt;
  candidate: Profile;
  test: MockTest;
  evaluation: Evaluation | null;
  /** The claiming tutor's name when it was read with the entry (the queue, the grading page); else looked up. */
  claimedByName?: string | null;
  /** True when the evaluation is withheld from the reader for a blind second marking (see first-evaluation-blindness). */
  evaluationWithheld?: boolean;
};

/** Loads what a tutor needs next to an attempt. */
export async function loadQueueEntry(deps: CoreDeps, attempt: Attempt): Promise<QueueEntry> {
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
export async function withTest(deps: CoreDeps, row: GradingRow): Promise<QueueEntry> {
  const test = await deps.mockTests.findById(row.attempt.mockTestId);
  if (!test) throw new Error(`Attempt ${row.attempt.id} refers to a missing mock test (${row.attempt.mockTestId}).`);
  return { ...row, test };
}
