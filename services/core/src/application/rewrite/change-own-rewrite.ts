import { writtenTaskKeys } from '../../domain/exam/mock-test-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import { requireOwnRewrite } from '../../domain/rewrite/rewrite-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/**
 * Applies `change` to the caller's own rewrite and stores it with one conditional write (unchanged results are not
 * written: a repeated submit answers with what is stored).
 */
export async function changeOwnRewrite(
  deps: Pick<CoreDeps, 'mockTests' | 'rewrites'>,
  input: { actor: Profile; rewriteId: string },
  change: (rewrite: Rewrite, taskKeys: string[]) => Rewrite,
): Promise<Rewrite> {
  const rewrite = await deps.rewrites.findById(input.rewriteId);
  if (!rewrite) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This rewrite does not exist.');
  requireOwnRewrite(rewrite, input.actor.userId);
  const test = await deps.mockTests.findById(rewrite.mockTestId);
  if (!test) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This mock test does not exist.');
  const changed = change(rewrite, writtenTaskKeys(test));
  return changed === rewrite ? rewrite : deps.rewrites.update(changed);
}
