import type { Attempt } from '../../domain/attempt/attempt.ts';
import { isSubmitted } from '../../domain/attempt/attempt-rules.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { requireStaff } from '../shared/access.ts';

/** A submitted attempt a tutor or admin is about to grade. */
export async function loadGradableAttempt(deps: CoreDeps, actor: Profile, attemptId: string): Promise<Attempt> {
  requireStaff(actor);
  const attempt = await deps.attempts.findById(attemptId);
  if (!attempt) throw new DomainError('NOT_FOUND', 'This attempt does not exist.');
  if (!isSubmitted(attempt)) throw new DomainError('CONFLICT', 'This answer has not been submitted yet.');
  return attempt;
}
