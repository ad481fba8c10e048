import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';

/** An attempt as a tutor grades it: the candidate, the test and the evaluation written so far (draft or published). */
export type QueueEntry = {
  attempt: Attempt;
  candidate: Profile;
  test: MockTest;
  evaluation: Evaluation | null;
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
