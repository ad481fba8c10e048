import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { checkPage, requireStaff } from '../shared/access.ts';
import type { QueueEntry } from './grading-row.ts';
import { withTest } from './queue-entry.ts';

const searchMaxLength = 100;

/**
 * The evaluations the caller published, newest first, narrowed by a search in the candidate's name or e-mail or the
 * test's title ("My work"). Always the caller's own: there is no tutor argument to widen it.
 */
export async function listGradedWork(
  deps: Pick<CoreDeps, 'gradingReads' | 'mockTests'>,
  input: { actor: Profile; search?: string | null; page: { limit: number; offset: number } },
): Promise<{ items: QueueEntry[]; total: number }> {
  requireStaff(input.actor);
  const search = (input.search ?? '').trim();
  if (search.length > searchMaxLength) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'TEXT_TOO_LONG',
      `The search can be at most ${searchMaxLength} characters long.`,
    );
  }
  const page = await deps.gradingReads.gradedPage(checkPage(input.page), { tutorId: input.actor.id, search });
  const items = await Promise.all(page.items.map((row) => withTest(deps, row)));
  return { items, total: page.total };
}
