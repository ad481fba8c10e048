import { claimSecondMarking as claim } from '../../domain/evaluation/second-marking.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { loadGradableAttempt } from './load-gradable-attempt.ts';
import { loadSecondMarkingEntry, type SecondMarkingEntry } from './second-marking-entry.ts';

/**
 * Takes an answer's blind second marking (tutors and admins, never the first evaluation's author). The marking row is
 * locked, so of two tutors claiming at once one holds it and the other gets CONFLICT.
 */
export async function claimSecondMarking(
  deps: Pick<CoreDeps, 'transaction'>,
  input: { actor: Profile; attemptId: string },
): Promise<SecondMarkingEntry> {
  return deps.transaction(async (tx) => {
    const attempt = await loadGradableAttempt(tx, input.actor, input.attemptId);
    const marking = await tx.secondMarkings.findForUpdate(attempt.id);
    const entry = await loadSecondMarkingEntry(tx, marking, attempt);
    const first = await tx.evaluations.findByAttemptId(attempt.id);
    const claimed = claim(entry.marking, first, input.actor.id, tx.settings.claimIdleMinutes, tx.clock.now());
    return { ...entry, marking: await tx.secondMarkings.update(claimed) };
  });
}
