import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { loadGradableAttempt } from './load-gradable-attempt.ts';
import { loadSecondMarkingEntry, type SecondMarkingEntry, withLiveSecondClaim } from './second-marking-entry.ts';

/** An answer's second marking for its page (tutors and admins); NOT_FOUND when the answer was not drawn. */
export async function getSecondMarking(
  deps: Pick<CoreDeps, 'attempts' | 'clock' | 'mockTests' | 'profiles' | 'secondMarkings' | 'settings'>,
  input: { actor: Profile; attemptId: string },
): Promise<SecondMarkingEntry> {
  const attempt = await loadGradableAttempt(deps, input.actor, input.attemptId);
  const marking = await deps.secondMarkings.find(attempt.id);
  const entry = await loadSecondMarkingEntry(deps, marking, attempt);
  return { ...entry, marking: withLiveSecondClaim(deps, entry.marking, deps.clock.now()) };
}
