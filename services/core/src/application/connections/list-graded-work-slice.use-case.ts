import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import type { QueueEntry } from '../evaluation/grading-row.ts';
import { withTest } from '../evaluation/queue-entry.ts';
import { requireStaff } from '../shared/access.ts';
import { type SliceResult, sliceOf } from './slice-result.ts';

/** The evaluations the caller published, newest first, `first` of them after the one of attempt `afterId`. */
export async function listGradedWorkSlice(
  deps: Pick<CoreDeps, 'keysetReads' | 'mockTests'>,
  input: { actor: Profile; first: number; afterId: string | null },
): Promise<SliceResult<QueueEntry>> {
  requireStaff(input.actor);
  const tutorId = input.actor.id;
  if (input.afterId !== null && !(await deps.keysetReads.isGradedBy(tutorId, input.afterId))) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'CURSOR_INVALID',
      'The cursor "after" does not point into your graded work.',
    );
  }
  const rows = await deps.keysetReads.gradedBy(tutorId, { first: input.first + 1, afterId: input.afterId });
  const page = sliceOf(rows, input.first);
  return { items: await Promise.all(page.items.map((row) => withTest(deps, row))), hasNextPage: page.hasNextPage };
}
