import type { Answer, Attempt } from '../../domain/attempt/attempt.ts';
import { isSubmitted, submitTask as submitTaskRule } from '../../domain/attempt/attempt-rules.ts';
import { testTaskKeys } from '../../domain/exam/mock-test-rules.ts';
import { evaluationMinutesFor } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { clockKnobsFor } from '../test-clock/clock-knobs.ts';
import { armTimer } from './arm-timer.ts';
import { changeOwnAttempt } from './change-own-attempt.ts';
import { recordSubmission } from './record-submission.ts';

/**
 * Hands in one task of a test whose tasks each have their own clock (PTE, TOEFL) and opens the next one at once; the
 * last task hands in the test. Idempotent: a task already closed, by a second click or by the server at its time-up,
 * answers with what is stored. Re-arms the timer for the next task's end. One conditional write, in one transaction.
 */
export async function submitTask(
  deps: Pick<CoreDeps, 'clock' | 'deadlines' | 'escalationTimers' | 'settings' | 'transaction'>,
  input: { actor: Profile; attemptId: string; answer: Answer; current?: Attempt },
): Promise<Attempt> {
  const { actor } = input;
  // One transaction: handing in the last task hands in the test, with its webhook and second-marking draw.
  const outcome = await deps.transaction(async (tx) => {
    const knobs = await clockKnobsFor(tx, actor.userId);
    const changed = await changeOwnAttempt(tx, input, (attempt, test) => {
      const now = deps.clock.now();
      const terms = {
        evaluationMinutes: evaluationMinutesFor(actor, now),
        overrideSeconds: knobs.deadlineSecondsOverride,
      };
      return submitTaskRule(attempt, input.answer, now, terms, testTaskKeys(test), deps.settings.timeUpGraceSeconds);
    });
    if (changed.changed && isSubmitted(changed.attempt)) await recordSubmission(tx, changed.attempt);
    return changed;
  });
  if (outcome.changed) await armTimer(deps, outcome.attempt);
  return outcome.attempt;
}
