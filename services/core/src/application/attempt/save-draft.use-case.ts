import type { Answer, Attempt } from '../../domain/attempt/attempt.ts';
import { saveDraftAnswers } from '../../domain/attempt/attempt-rules.ts';
import { testTaskKeys } from '../../domain/exam/mock-test-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { loadOwnAttempt } from './load-own-attempt.ts';

/** Autosaves the caller's drafts; CONFLICT once the attempt is submitted. */
export async function saveDraft(
  deps: CoreDeps,
  input: { actor: Profile; attemptId: string; answers: Answer[] },
): Promise<Attempt> {
  const { attempt, test } = await loadOwnAttempt(deps, input.actor, input.attemptId);
  const saved = saveDraftAnswers(attempt, input.answers, deps.clock.now(), testTaskKeys(test));
  await deps.attempts.save(saved);
  return saved;
}
