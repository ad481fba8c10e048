import type { Answer, Attempt } from '../../domain/attempt/attempt.ts';
import { saveDraftAnswers } from '../../domain/attempt/attempt-rules.ts';
import { testTaskKeys } from '../../domain/exam/mock-test-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { changeOwnAttempt } from './change-own-attempt.ts';

/**
 * Autosaves the caller's drafts, merged by task into what is stored (two tabs saving different tasks keep both).
 * CONFLICT once the attempt is submitted (a submit always wins over a draft save), during reading time and after
 * the time is up. One conditional write; `current` is the attempt as the caller just read it, if at hand.
 */
export async function saveDraft(
  deps: CoreDeps,
  input: { actor: Profile; attemptId: string; answers: Answer[]; current?: Attempt },
): Promise<Attempt> {
  const { attempt } = await changeOwnAttempt(deps, input, (attempt, test) =>
    saveDraftAnswers(attempt, input.answers, deps.clock.now(), testTaskKeys(test), deps.settings.timeUpGraceSeconds),
  );
  return attempt;
}
