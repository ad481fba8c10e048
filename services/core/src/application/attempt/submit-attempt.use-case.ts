import type { Answer, Attempt } from '../../domain/attempt/attempt.ts';
import { submit } from '../../domain/attempt/attempt-rules.ts';
import { testTaskKeys } from '../../domain/exam/mock-test-rules.ts';
import { evaluationMinutesFor } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { clockKnobsFor } from '../test-clock/clock-knobs.ts';
import { armTimer } from './arm-timer.ts';
import { changeOwnAttempt } from './change-own-attempt.ts';
import { recordSubmission } from './record-submission.ts';

/**
 * Submits the caller's answers. Idempotent: however many submits race, one is stored and every one of them answers
 * with exactly what is stored. The first submit fixes the evaluation deadline and arms it, once. One conditional
 * write; `current` is the attempt as the caller just read it, if at hand.
 */
export async function submitAttempt(
  deps: Pick<CoreDeps, 'clock' | 'deadlines' | 'escalationTimers' | 'settings' | 'transaction'>,
  input: { actor: Profile; attemptId: string; answers: Answer[]; current?: Attempt },
): Promise<Attempt> {
  const { actor } = input;
  // One transaction, so the attempt.submitted webhook and the second-marking draw are stored with the submit, or not
  // at all.
  const outcome = await deps.transaction(async (tx) => {
    // The candidate's test clock, if any, read in the same transaction as the submit it times.
    const knobs = await clockKnobsFor(tx, actor.userId);
    const changed = await changeOwnAttempt(tx, input, (attempt, test) => {
      const now = deps.clock.now();
      const terms = {
        evaluationMinutes: evaluationMinutesFor(actor, now),
        overrideSeconds: knobs.deadlineSecondsOverride,
      };
      return submit(attempt, input.answers, now, terms, testTaskKeys(test), deps.settings.timeUpGraceSeconds);
    });
    if (changed.changed) await recordSubmission(tx, changed.attempt);
    return changed;
  });
  if (outcome.changed) await armTimer(deps, outcome.attempt);
  return outcome.attempt;
}
