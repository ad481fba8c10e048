import type { Answer, Attempt } from '../../domain/attempt/attempt.ts';
import { saveDraftAnswers } from '../../domain/attempt/attempt-rules.ts';
import { testTaskKeys } from '../../domain/exam/mock-test-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { lockOwnAttempt } from './load-own-attempt.ts';

/**
 * Autosaves the caller's drafts, merged by task into what is stored (two tabs saving different tasks keep both).
 * CONFLICT once the attempt is submitted (a submit always wins over a draft save), during reading time and after
 * the time is up.
 */
export async function saveDraft(
  deps: CoreDeps,
  input: { actor: Profile; attemptId: string; answers: Answer[] },
): Promise<Attempt> {
  return deps.transaction(async (tx) => {
    const { attempt, test } = await lockOwnAttempt(tx, input.actor, input.attemptId);
    const now = tx.clock.now();
    const saved = saveDraftAnswers(attempt, input.answers, now, testTaskKeys(test), tx.timeUpGraceSeconds);
    return tx.attempts.update(saved);
  });
}
