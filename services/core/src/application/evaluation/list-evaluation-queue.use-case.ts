import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { checkPage, requireStaff } from '../shared/access.ts';
import { withheldFromStaff } from './first-evaluation-blindness.ts';
import type { QueueEntry } from './grading-row.ts';
import { withLiveClaim } from './live-claim.ts';
import { withTest } from './queue-entry.ts';
import { checkQueueFilter } from './queue-filter.ts';

/** Submitted attempts awaiting release that match the filter, oldest deadline first (tutors and admins only). */
export async function listEvaluationQueue(
  deps: Pick<CoreDeps, 'clock' | 'gradingReads' | 'mockTests' | 'secondMarkings' | 'settings'>,
  input: {
    actor: Profile;
    page: { limit: number; offset: number };
    filter?: { exam?: string | null; plan?: string | null; status?: string | null };
    /** The caller reads no answers, task clocks or evaluation content: they may come back empty (GradingReads). */
    summary?: boolean;
  },
): Promise<{ items: QueueEntry[]; total: number }> {
  requireStaff(input.actor);
  const filter = checkQueueFilter(input.filter ?? {});
  const now = deps.clock.now();
  const page = await deps.gradingReads.queuePage(
    checkPage(input.page),
    {
      ...filter,
      viewerId: input.actor.id,
      now,
      claimsIdleSince: new Date(now.getTime() - deps.settings.claimIdleMinutes * 60_000),
    },
    { summary: input.summary ?? false },
  );
  const items = await Promise.all(page.items.map((row) => withTest(deps, withLiveClaim(deps, row, now))));
  return { items: await withheldFromStaff(deps, input.actor, items), total: page.total };
}
