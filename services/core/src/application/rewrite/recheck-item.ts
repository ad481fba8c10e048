import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/** What a tutor needs to recheck a rewrite: the original answer, its evaluation (the revised answer), the rewrite. */
export type RecheckItem = {
  rewrite: Rewrite;
  original: Attempt;
  evaluation: Evaluation | null;
  test: MockTest;
  candidate: Profile;
};

/** Reads everything around a rewrite; NOT_FOUND when a part is missing. */
export async function loadRecheckItem(
  deps: Pick<CoreDeps, 'attempts' | 'evaluations' | 'mockTests' | 'profiles'>,
  rewrite: Rewrite,
): Promise<RecheckItem> {
  const [original, evaluation, test, candidate] = await Promise.all([
    deps.attempts.findById(rewrite.originalAttemptId),
    deps.evaluations.findByAttemptId(rewrite.originalAttemptId),
    deps.mockTests.findById(rewrite.mockTestId),
    deps.profiles.findByUserId(rewrite.userId),
  ]);
  if (!original || !test || !candidate) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This rewrite is incomplete.');
  return { rewrite, original, evaluation, test, candidate };
}
