import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { checkPage, requireStaff } from '../shared/access.ts';
import { type SecondMarkingEntry, withLiveSecondClaim } from './second-marking-entry.ts';

/**
 * The second markings a tutor may take, oldest first. They are entries of their own beside the evaluation queue's:
 * they carry no deadline (the candidate gets the first evaluation, whatever the second says) and they open only once
 * the first evaluation is published, so the first marker is settled; its author never sees the entry.
 */
export async function listSecondMarkingQueue(
  deps: Pick<CoreDeps, 'clock' | 'mockTests' | 'secondMarkings' | 'settings'>,
  input: { actor: Profile; page: { limit: number; offset: number } },
): Promise<{ items: SecondMarkingEntry[]; total: number }> {
  requireStaff(input.actor);
  const now = deps.clock.now();
  const page = await deps.secondMarkings.openPage(checkPage(input.page), {
    viewerId: input.actor.id,
    claimsIdleSince: new Date(now.getTime() - deps.settings.claimIdleMinutes * 60_000),
  });
  const items = await Promise.all(
    page.items.map(async (row) => {
      const test = await deps.mockTests.findById(row.attempt.mockTestId);
      if (!test) throw new Error(`Attempt ${row.attempt.id} refers to a missing mock test.`);
      const marking = withLiveSecondClaim(deps, row.marking, now);
      return { ...row, marking, test, claimedByName: marking.claimedBy ? row.claimedByName : null };
    }),
  );
  return { items, total: page.total };
}
