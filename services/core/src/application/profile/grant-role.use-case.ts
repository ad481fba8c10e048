import type { Profile, Role } from '../../domain/profile/profile.ts';
import { isRole } from '../../domain/profile/profile-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/**
 * Makes an account a candidate, tutor or admin; only admins or the operator's CLI ('system') may. Staff roles need a
 * verified e-mail address, so an unverified sign-up under a colleague's address cannot be promoted by mistake. Each
 * change is written to the role audit log in the same transaction; asking for the role the account already has
 * changes nothing and logs nothing.
 */
export async function grantRole(
  deps: Pick<CoreDeps, 'profiles' | 'transaction'>,
  input: { actor: Profile | 'system'; email: string; role: Role; reason?: string | null },
): Promise<Profile> {
  const { actor, role } = input;
  if (actor !== 'system' && actor.role !== 'admin') {
    throw new DomainError('FORBIDDEN', 'ROLE_REQUIRED', 'Only admins can grant roles.');
  }
  if (!isRole(role)) throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `Unknown role '${String(role)}'.`);
  const email = input.email.trim();
  if (!email) throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', 'Give the e-mail address of the account.');
  // Identity providers store addresses in lower case; an admin may type them otherwise.
  const profile =
    (await deps.profiles.findByEmail(email)) ??
    (email === email.toLowerCase() ? null : await deps.profiles.findByEmail(email.toLowerCase()));
  if (!profile)
    throw new DomainError('NOT_FOUND', 'ACCOUNT_NOT_FOUND', 'No account with this e-mail has signed in yet.');
  // Decided again under the row lock: two admins changing one account at once see each other's change in turn, and
  // the grant never writes back a plan that a payment changed in the meantime.
  return deps.transaction(async (tx) => {
    const current = (await tx.profiles.findByIdForUpdate(profile.id)) ?? profile;
    if (current.role === role) return current;
    if (role !== 'candidate' && !current.emailVerified) {
      throw new DomainError(
        'CONFLICT',
        'EMAIL_NOT_VERIFIED',
        `${current.email} has not verified its e-mail address yet; a tutor or admin account needs a verified one.`,
      );
    }
    const updated: Profile = { ...current, role };
    await tx.profiles.save(updated);
    await tx.roleAudit.record({
      id: tx.ids.newId(),
      actorId: actor === 'system' ? null : actor.id,
      actorEmail: actor === 'system' ? 'system' : actor.email,
      subjectId: current.id,
      subjectEmail: current.email,
      fromRole: current.role,
      toRole: role,
      reason: input.reason ?? null,
      createdAt: tx.clock.now(),
    });
    return updated;
  });
}
