import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { requireStaff } from '../shared/access.ts';
import { withheldFromStaffOne } from './first-evaluation-blindness.ts';
import type { GradingRow, QueueEntry } from './grading-row.ts';
import { withLiveClaim } from './live-claim.ts';
import { checkGradable } from './load-gradable-attempt.ts';
import { withTest } from './queue-entry.ts';

/** One submitted attempt with everything a tutor needs to grade it (tutors and admins, never their own answer). */
export async function getGradingItem(
  deps: Pick<CoreDeps, 'clock' | 'gradingReads' | 'mockTests' | 'secondMarkings' | 'settings'>,
  input: { actor: Profile; attemptId: string },
): Promise<QueueEntry> {
  requireStaff(input.actor);
  const row = await deps.gradingReads.gradingRow(input.attemptId);
  const attempt = checkGradable(row?.attempt ?? null, input.actor);
  // checkGradable refused a missing row.
  const entry = await withTest(deps, withLiveClaim(deps, { ...(row as GradingRow), attempt }, deps.clock.now()));
  return withheldFromStaffOne(deps, input.actor, entry);
}
