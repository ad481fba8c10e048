import type { Attempt } from '../../domain/attempt/attempt.ts';
import { activeClaimHolder } from '../../domain/attempt/claim-expiry.ts';
import type { SecondMarking } from '../../domain/evaluation/second-marking.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/** A second marking with what its page shows: the answer, the test and the candidate (never the first evaluation). */
export type SecondMarkingEntry = {
  marking: SecondMarking;
  attempt: Attempt;
  test: MockTest;
  candidateName: string;
  /** The holder's name when read with the entry (the queue); else looked up. */
  claimedByName?: string | null;
};

/** The marking as readers see it: a claim idle for CLAIM_IDLE_MINUTES shows as unclaimed. */
export function withLiveSecondClaim(
  deps: Pick<CoreDeps, 'settings'>,
  marking: SecondMarking,
  now: Date,
): SecondMarking {
  if (activeClaimHolder(marking, deps.settings.claimIdleMinutes, now) === marking.claimedBy) return marking;
  return { ...marking, claimedBy: null };
}

/** The entry of an answer's second marking; NOT_FOUND when the answer was not drawn. */
export async function loadSecondMarkingEntry(
  deps: Pick<CoreDeps, 'mockTests' | 'profiles'>,
  marking: SecondMarking | null,
  attempt: Attempt,
): Promise<SecondMarkingEntry> {
  if (!marking) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This answer is not drawn for second marking.');
  const [candidate, test] = await Promise.all([
    deps.profiles.findByUserId(attempt.userId),
    deps.mockTests.findById(attempt.mockTestId),
  ]);
  if (!test) throw new Error(`Attempt ${attempt.id} refers to a missing mock test (${attempt.mockTestId}).`);
  return { marking, attempt, test, candidateName: (candidate as Profile | null)?.fullName ?? '' };
}
