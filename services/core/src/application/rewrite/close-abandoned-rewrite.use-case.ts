import { evaluationMinutesFor } from '../../domain/plan/test-access.ts';
import { closeAbandonedRewrite as close } from '../../domain/rewrite/rewrite-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { clockKnobsFor } from '../test-clock/clock-knobs.ts';

/**
 * At a rewrite's time-up: submits what the candidate last saved if they never pressed Submit, so the tutors recheck
 * it. A rewrite submitted meanwhile (the version check refuses the older write) or still open is left as it is.
 */
export async function closeAbandonedRewrite(
  deps: Pick<CoreDeps, 'clock' | 'profiles' | 'rewrites' | 'settings' | 'testClocks'>,
  input: { rewriteId: string },
): Promise<'closed' | 'skipped'> {
  const rewrite = await deps.rewrites.findById(input.rewriteId);
  if (!rewrite || rewrite.submittedAt) return 'skipped';
  const candidate = await deps.profiles.findByUserId(rewrite.userId);
  const knobs = await clockKnobsFor(deps, rewrite.userId);
  const now = deps.clock.now();
  const terms = {
    evaluationMinutes: evaluationMinutesFor(candidate ?? { isSubscribed: false, plan: null, expiresAt: null }, now),
    overrideSeconds: knobs.deadlineSecondsOverride,
  };
  const closed = close(rewrite, now, terms, deps.settings.timeUpGraceSeconds);
  if (closed === rewrite) return 'skipped';
  try {
    await deps.rewrites.update(closed);
    return 'closed';
  } catch (error) {
    // The candidate's own submit won the race: theirs stands.
    if (error instanceof DomainError && error.code === 'CONFLICT') return 'skipped';
    throw error;
  }
}
