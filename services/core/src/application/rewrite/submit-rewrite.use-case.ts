import type { Answer } from '../../domain/attempt/attempt.ts';
import { evaluationMinutesFor } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import { submitRewrite as submit } from '../../domain/rewrite/rewrite-rules.ts';
import type { CoreDeps } from '../deps.ts';
import { changeOwnRewrite } from './change-own-rewrite.ts';

/**
 * Submits the caller's rewrite to the tutors' recheck queue (idempotent). Its recheck is released under the
 * evaluations' rule: at submission + the plan's evaluation minutes (or the configured override), once published.
 */
export function submitRewrite(
  deps: CoreDeps,
  input: { actor: Profile; rewriteId: string; answers: Answer[] },
): Promise<Rewrite> {
  return changeOwnRewrite(deps, input, (rewrite, taskKeys) => {
    const now = deps.clock.now();
    const terms = {
      evaluationMinutes: evaluationMinutesFor(input.actor, now),
      overrideSeconds: deps.settings.deadlineSecondsOverride,
    };
    return submit(rewrite, input.answers, now, terms, taskKeys, deps.settings.timeUpGraceSeconds);
  });
}
