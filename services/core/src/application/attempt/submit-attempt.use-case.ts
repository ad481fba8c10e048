import type { Answer, Attempt } from '../../domain/attempt/attempt.ts';
import { isSubmitted, submit } from '../../domain/attempt/attempt-rules.ts';
import { testTaskKeys } from '../../domain/exam/mock-test-rules.ts';
import { evaluationMinutesFor } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { loadOwnAttempt } from './load-own-attempt.ts';

/**
 * Submits the caller's answers. Idempotent: submitting again returns the submitted attempt unchanged. The first submit
 * fixes the evaluation deadline and schedules it; should scheduling fail, the attempt is already stored and the
 * periodic reconcile re-schedules it (the database is the source of truth).
 */
export async function submitAttempt(
  deps: CoreDeps,
  input: { actor: Profile; attemptId: string; answers: Answer[] },
): Promise<Attempt> {
  const { actor } = input;
  const { attempt, test } = await loadOwnAttempt(deps, actor, input.attemptId);
  if (isSubmitted(attempt)) return attempt;
  const now = deps.clock.now();
  const submitted = submit(
    attempt,
    input.answers,
    now,
    { evaluationMinutes: evaluationMinutesFor(actor, now), overrideSeconds: deps.deadlineSecondsOverride },
    testTaskKeys(test),
  );
  await deps.attempts.save(submitted);
  if (submitted.deadlineAt) await deps.deadlines.schedule(submitted.id, submitted.deadlineAt);
  return submitted;
}
