import type { CriterionScore } from '../../domain/evaluation/evaluation.ts';
import { scoringContextOf } from '../../domain/evaluation/scoring-context.ts';
import {
  claimSecondMarking as claim,
  publishSecondMarking,
  writeSecondMarking,
} from '../../domain/evaluation/second-marking.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { loadGradableAttempt } from './load-gradable-attempt.ts';
import { loadSecondMarkingEntry, type SecondMarkingEntry } from './second-marking-entry.ts';

/**
 * Saves the second marker's scores and note, or publishes them (`publish`: every criterion scored). Claims the marking
 * when nobody holds it, under the same rules as claimSecondMarking; CONFLICT once published. Nothing here touches the
 * first evaluation, the attempt or its release.
 */
export async function writeSecondMarkingOf(
  deps: Pick<CoreDeps, 'transaction'>,
  input: {
    actor: Profile;
    attemptId: string;
    content: { criterionScores: CriterionScore[]; note: string };
    publish: boolean;
  },
): Promise<SecondMarkingEntry> {
  return deps.transaction(async (tx) => {
    const attempt = await loadGradableAttempt(tx, input.actor, input.attemptId);
    const entry = await loadSecondMarkingEntry(tx, await tx.secondMarkings.findForUpdate(attempt.id), attempt);
    const now = tx.clock.now();
    const first = await tx.evaluations.findByAttemptId(attempt.id);
    const held = claim(entry.marking, first, input.actor.id, tx.settings.claimIdleMinutes, now);
    const context = { ...scoringContextOf(entry.test, attempt), now };
    const written = writeSecondMarking(held, input.content, { ...context, tutorId: input.actor.id });
    const stored = await tx.secondMarkings.update(input.publish ? publishSecondMarking(written, context) : written);
    return { ...entry, marking: stored };
  });
}
