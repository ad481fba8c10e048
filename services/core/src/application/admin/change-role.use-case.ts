import type { Profile, Role } from '../../domain/profile/profile.ts';
import { roleChangeReason } from '../../domain/profile/role-change.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { grantRole } from '../profile/grant-role.use-case.ts';
import { requireAdmin } from './require-admin.ts';

/** The People screen's grant or revoke: an admin, a reason for the audit log, then the same rules as any grant. */
export async function changeRole(
  deps: Pick<CoreDeps, 'profiles' | 'transaction'>,
  input: { actor: Profile; email: string; role: Role; reason: string },
): Promise<Profile> {
  requireAdmin(input.actor);
  const reason = roleChangeReason(input.reason);
  // An admin who demoted themselves could leave the platform with no admin; another admin (or the CLI) can do it.
  if (input.email.trim().toLowerCase() === input.actor.email.toLowerCase()) {
    throw new DomainError('CONFLICT', 'OWN_ROLE', 'You cannot change your own role; ask another admin.');
  }
  return grantRole(deps, { actor: input.actor, email: input.email, role: input.role, reason });
}
