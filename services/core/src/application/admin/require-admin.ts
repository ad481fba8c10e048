import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

/** Refuses every caller but an admin: the back office's People and Mail operations are theirs alone. */
export function requireAdmin(actor: Profile): void {
  if (actor.role !== 'admin') throw new DomainError('FORBIDDEN', 'ROLE_REQUIRED', 'Only admins can do this.');
}
