import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { getAttempt } from './get-attempt.use-case.ts';

/** An attempt with its test and the evaluation the caller may see (none before it is released to a candidate). */
export type AttemptRecord = { attempt: Attempt; test: MockTest; evaluation: Evaluation | null };

/** Reads the attempt back with its visible evaluation; `knownTests` saves a lookup per test already loaded. */
export async function loadAttemptRecord(
  deps: Pick<CoreDeps, 'attempts' | 'clock' | 'evaluations' | 'mockTests' | 'rewrites' | 'secondMarkings'>,
  actor: Profile,
  attemptId: string,
  knownTests: Map<string, MockTest> = new Map(),
): Promise<AttemptRecord> {
  const { attempt, evaluation } = await getAttempt(deps, { actor, attemptId });
  const test = knownTests.get(attempt.mockTestId) ?? (await deps.mockTests.findById(attempt.mockTestId));
  if (!test) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'The mock test of this attempt no longer exists.');
  knownTests.set(test.id, test);
  return { attempt, test, evaluation };
}
