import type { Profile } from '../../domain/profile/profile.ts';
import { isStaff } from '../../domain/profile/profile-rules.ts';
import type { Rewrite } from '../../domain/rewrite/rewrite.ts';
import { rewriteForCandidate } from '../../domain/rewrite/rewrite-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/** The rewrite of an attempt, or null: its author sees the verdicts once released; tutors and admins always. */
export async function getRewriteOfAttempt(
  deps: Pick<CoreDeps, 'clock' | 'rewrites'>,
  input: { actor: Profile; attemptId: string; attemptUserId: string },
): Promise<Rewrite | null> {
  const staff = isStaff(input.actor);
  if (input.attemptUserId !== input.actor.userId && !staff) {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'This attempt belongs to another user.');
  }
  const rewrite = await deps.rewrites.findByOriginalAttemptId(input.attemptId);
  if (!rewrite || staff) return rewrite;
  return rewriteForCandidate(rewrite, deps.clock.now());
}

/** One rewrite by id, for its author (the rewrite screen) or staff. */
export async function getRewrite(
  deps: Pick<CoreDeps, 'clock' | 'rewrites'>,
  input: { actor: Profile; rewriteId: string },
): Promise<Rewrite> {
  const rewrite = await deps.rewrites.findById(input.rewriteId);
  if (!rewrite) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This rewrite does not exist.');
  if (isStaff(input.actor)) return rewrite;
  if (rewrite.userId !== input.actor.userId)
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'This rewrite belongs to another user.');
  return rewriteForCandidate(rewrite, deps.clock.now());
}
