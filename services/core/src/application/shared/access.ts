import type { Profile } from '../../domain/profile/profile.ts';
import { isStaff } from '../../domain/profile/profile-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

/** Refuses callers who are neither tutors nor admins. */
export function requireStaff(actor: Profile): void {
  if (!isStaff(actor)) throw new DomainError('FORBIDDEN', 'ROLE_REQUIRED', 'Only tutors and admins can do this.');
}

/** Refuses access to another user's data unless the caller is a tutor or admin. */
export function requireSelfOrStaff(actor: Profile, userId: string): void {
  if (actor.userId !== userId && !isStaff(actor)) {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', "You can only see your own account's data.");
  }
}

/** Validates a page request: limit 1..100, offset 0 or more. */
export function checkPage(page: { limit: number; offset: number }): { limit: number; offset: number } {
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > 100) {
    throw new DomainError('BAD_USER_INPUT', 'PAGE_INVALID', 'The page size must be a whole number from 1 to 100.');
  }
  if (!Number.isInteger(page.offset) || page.offset < 0) {
    throw new DomainError('BAD_USER_INPUT', 'PAGE_INVALID', 'The page offset must be a whole number from 0.');
  }
  return { limit: page.limit, offset: page.offset };
}
