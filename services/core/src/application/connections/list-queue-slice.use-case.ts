import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import type { QueueEntry } from '../evaluation/grading-row.ts';
import { withLiveClaim } from '../evaluation/live-claim.ts';
import { withTest } from '../evaluation/queue-entry.ts';
import { checkQueueFilter } from '../evaluation/queue-filter.ts';
import { requireStaff } from '../shared/access.ts';
import { type SliceResult, sliceOf } from './slice-result.ts';

/**
 * The evaluation queue in its order (as listEvaluationQueue), `first` entries after the entry `afterId` (tutors and
 * admins). An entry that has left the queue since (published) still marks the place to continue from.
 */
export async function listQueueSlice(
  deps: Pick<CoreDeps, 'clock' | 'keysetReads' | 'mockTests' | 'settings'>,
  input: {
    actor: Profile;
    first: number;
    afterId: string | null;
    filter?: { exam?: string | null; plan?: string | null; status?: string | null };
  },
): Promise<SliceResult<QueueEntry>> {
  requireStaff(input.actor);
  const filter = checkQueueFilter(input.filter ?? {});
  if (input.afterId !== null && !(await deps.keysetReads.isSubmittedAttempt(input.afterId))) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'CURSOR_INVALID',
      'The cursor "after" does not point into the evaluation queue.',
    );
  }
  const now = deps.clock.now();
  const rows = await deps.keysetReads.queue(
    {
      ...filter,
      viewerId: input.actor.id,
      now,
      claimsIdleSince: new Date(now.getTime() - deps.settings.claimIdleMinutes * 60_000),
    },
    { first: input.first + 1, afterId: input.afterId },
  );
  const page = sliceOf(rows, input.first);
  const items = await Promise.all(page.items.map((row) => withTest(deps, withLiveClaim(deps, row, now))));
  return { items, hasNextPage: page.hasNextPage };
}
