import type { Answer, Attempt } from '../../domain/attempt/attempt.ts';
import { isSubmitted, submit } from '../../domain/attempt/attempt-rules.ts';
import { testTaskKeys } from '../../domain/exam/mock-test-rules.ts';
import { evaluationMinutesFor } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { armTimer } from './arm-timer.ts';
import { lockOwnAttempt } from './load-own-attempt.ts';

/**
 * Submits the caller's answers. Idempotent: however many submits race, one is stored and every one of them answers
 * with exactly what is stored. The first submit fixes the evaluation deadline and arms it, once.
 */
export async function submitAttempt(
  deps: CoreDeps,
  input: { actor: Profile; attemptId: string; answers: Answer[] },
): Promise<Attempt> {
  const { actor } = input;
  const outcome = await deps.transaction(async (tx) => {
    const { attempt, test } = await lockOwnAttempt(tx, actor, input.attemptId);
    if (isSubmitted(attempt)) return { attempt, first: false };
    const now = tx.clock.now();
    const terms = { evaluationMinutes: evaluationMinutesFor(actor, now), overrideSeconds: tx.deadlineSecondsOverride };
    const submitted = submit(attempt, input.answers, now, terms, testTaskKeys(test), tx.timeUpGraceSeconds);
    return { attempt: await tx.attempts.update(submitted), first: true };
  });
  if (outcome.first) await armTimer(deps, outcome.attempt);
  return outcome.attempt;
}
