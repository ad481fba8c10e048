import type { Attempt } from '../../domain/attempt/attempt.ts';
import { isSubmitted } from '../../domain/attempt/attempt-rules.ts';
import { requireNotOwnAttempt } from '../../domain/attempt/tutor-claim.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { requireStaff } from '../shared/access.ts';

/** Who may open an attempt for grading: staff, never on their own answer, and only once it is submitted. */
export function checkGradable(attempt: Attempt | null, actor: Profile): Attempt {
  if (!attempt) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This attempt does not exist.');
  requireNotOwnAttempt(attempt, actor);
  if (!isSubmitted(attempt))
    throw new DomainError('CONFLICT', 'NOT_SUBMITTED', 'This answer has not been submitted yet.');
  return attempt;
}

/** A submitted attempt a tutor or admin opens to read. */
export async function loadGradableAttempt(
  deps: Pick<CoreDeps, 'attempts'>,
  actor: Profile,
  attemptId: string,
): Promise<Attempt> {
  requireStaff(actor);
  return checkGradable(await deps.attempts.findById(attemptId), actor);
}

/** Inside a transaction: a submitted attempt a tutor or admin is about to change, locked against concurrent writers. */
export async function lockGradableAttempt(
  tx: Pick<CoreDeps, 'attempts'>,
  actor: Profile,
  attemptId: string,
): Promise<Attempt> {
  requireStaff(actor);
  return checkGradable(await tx.attempts.findByIdForUpdate(attemptId), actor);
}
