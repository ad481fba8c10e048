import type { Profile, Role } from '../../domain/profile/profile.ts';
import { isRole } from '../../domain/profile/profile-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/**
 * Makes an account a candidate, tutor or admin; only admins or the operator's CLI ('system') may. Staff roles need a
 * verified e-mail address, so an unverified sign-up under a colleague's address cannot be promoted by mistake.
 */
export async function grantRole(
  deps: CoreDeps,
  input: { actor: Profile | 'system'; email: string; role: Role },
): Promise<Profile> {
  const { actor, role } = input;
  if (actor !== 'system' && actor.role !== 'admin') {
    throw new DomainError('FORBIDDEN', 'Only admins can grant roles.');
  }
  if (!isRole(role)) throw new DomainError('BAD_USER_INPUT', `Unknown role '${String(role)}'.`);
  const email = input.email.trim();
  if (!email) throw new DomainError('BAD_USER_INPUT', 'Give the e-mail address of the account.');
  // Identity providers store addresses in lower case; an admin may type them otherwise.
  const profile =
    (await deps.profiles.findByEmail(email)) ??
    (email === email.toLowerCase() ? null : await deps.profiles.findByEmail(email.toLowerCase()));
  if (!profile) throw new DomainError('NOT_FOUND', 'No account with this e-mail has signed in yet.');
  if (profile.role === role) return profile;
  if (role !== 'candidate' && !profile.emailVerified) {
    throw new DomainError(
      'CONFLICT',
      `${profile.email} has not verified its e-mail address yet; a tutor or admin account needs a verified one.`,
    );
  }
  // Under the row lock, so the grant never writes back a plan that a payment changed in the meantime.
  return deps.transaction(async (tx) => {
    const current = (await tx.profiles.findByIdForUpdate(profile.id)) ?? profile;
    const updated: Profile = { ...current, role };
    await tx.profiles.save(updated);
    return updated;
  });
}
