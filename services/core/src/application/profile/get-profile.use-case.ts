import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { requireSelfOrStaff } from '../shared/access.ts';

/** A profile by the identity provider's uid: the caller's own, or anyone's for tutors and admins. */
export async function getProfile(
  deps: Pick<CoreDeps, 'profiles'>,
  input: { actor: Profile; userId: string },
): Promise<Profile> {
  requireSelfOrStaff(input.actor, input.userId);
  const profile = await deps.profiles.findByUserId(input.userId);
  if (!profile) throw new DomainError('NOT_FOUND', 'PROFILE_NOT_FOUND', 'No profile exists for this user.');
  return profile;
}
