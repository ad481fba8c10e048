import type { Answer } from '../../domain/attempt/attempt.ts';
import { evaluationMinutesFor } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import { submitRewrite as submit } from '../../domain/rewrite/rewrite-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { clockKnobsFor } from '../test-clock/clock-knobs.ts';
import { changeOwnRewrite } from './change-own-rewrite.ts';

/**
 * Submits the caller's rewrite to the tutors' recheck queue (idempotent). Its recheck is released under the
 * evaluations' rule: at submission + the plan's evaluation minutes (or the configured override), once published.
 */
export async function submitRewrite(
  deps: Pick<CoreDeps, 'clock' | 'mockTests' | 'rewrites' | 'settings' | 'testClocks'>,
  input: { actor: Profile; rewriteId: string; answers: Answer[] },
): Promise<Rewrite> {
  const knobs = await clockKnobsFor(deps, input.actor.userId);
  try {
    return await changeOwnRewrite(deps, input, (rewrite, taskKeys) => {
      const now = deps.clock.now();
      const terms = {
        evaluationMinutes: evaluationMinutesFor(input.actor, now),
        overrideSeconds: knobs.deadlineSecondsOverride,
      };
      return submit(rewrite, input.answers, now, terms, taskKeys, deps.settings.timeUpGraceSeconds);
    });
  } catch (error) {
    // The server's time-up close got there first: the submission it stored is the answer, as for a repeated submit.
    const stored =
      error instanceof DomainError && error.code === 'CONFLICT' ? await deps.rewrites.findById(input.rewriteId) : null;
    if (stored?.submittedAt && stored.userId === input.actor.userId) return stored;
    throw error;
  }
}
