import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { checkPage, requireStaff } from '../shared/access.ts';
import { loadRecheckItem, type RecheckItem } from './recheck-item.ts';

/** Submitted rewrites waiting for their recheck, oldest release deadline first (tutors and admins). */
export async function listRecheckQueue(
  deps: Pick<CoreDeps, 'attempts' | 'evaluations' | 'mockTests' | 'profiles' | 'rewrites'>,
  input: { actor: Profile; page: { limit: number; offset: number } },
): Promise<{ items: RecheckItem[]; total: number }> {
  requireStaff(input.actor);
  const page = await deps.rewrites.listAwaitingRecheck(checkPage(input.page));
  // A page is short (at most 100): each item's few reads run side by side.
  const items = await Promise.all(page.items.map((rewrite) => loadRecheckItem(deps, rewrite)));
  return { items, total: page.total };
}

/** One rewrite with its original answer and evaluation, to recheck (tutors and admins). */
export async function getRecheckItem(
  deps: Pick<CoreDeps, 'attempts' | 'evaluations' | 'mockTests' | 'profiles' | 'rewrites'>,
  input: { actor: Profile; rewriteId: string },
): Promise<RecheckItem> {
  requireStaff(input.actor);
  const rewrite = await deps.rewrites.findById(input.rewriteId);
  if (!rewrite) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This rewrite does not exist.');
  return loadRecheckItem(deps, rewrite);
}
