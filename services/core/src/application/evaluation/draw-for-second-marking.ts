import type { Attempt } from '../../domain/attempt/attempt.ts';
import { isSubmitted } from '../../domain/attempt/attempt-rules.ts';
import { isDrawnForSecondMarking, newSecondMarking } from '../../domain/evaluation/second-marking.ts';
import type { CoreDeps } from '../deps.ts';
import { clockKnobsFor } from '../test-clock/clock-knobs.ts';

/**
 * At submission (the candidate's or the server's at time-up): draws the answer for a blind second marking at
 * SECOND_MARKING_PERCENT (or as the candidate's test clock forces it: always, never) and stores the draw. Only drawn
 * answers get a row; the draw depends on the answer's id alone, so a retried submit stores the same outcome once.
 */
export async function drawForSecondMarking(
  deps: Pick<CoreDeps, 'secondMarkings' | 'settings' | 'testClocks'>,
  attempt: Attempt,
): Promise<void> {
  if (!isSubmitted(attempt) || attempt.submittedAt === null) return;
  const { secondMarkingPercent } = await clockKnobsFor(deps, attempt.userId);
  if (!isDrawnForSecondMarking(attempt.id, secondMarkingPercent)) return;
  await deps.secondMarkings.draw(newSecondMarking(attempt.id, attempt.submittedAt));
}
