import type { Profile } from '../../domain/profile/profile.ts';
import type { ProfileChanges } from '../../domain/profile/profile-rules.ts';
import { applyProfileChanges } from '../../domain/profile/profile-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/** Saves a user's edits to their own profile (admins may edit any); the target exam is locked while a plan is active. */
export async function updateProfile(
  deps: Pick<CoreDeps, 'transaction'>,
  input: { actor: Profile; profileId: string; changes: ProfileChanges },
): Promise<Profile> {
  const { actor, profileId, changes } = input;
  if (actor.id !== profileId && actor.role !== 'admin') {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'You can only edit your own profile.');
  }
  // Under the row lock, so an edit never writes back a plan that a payment changed in the meantime.
  return deps.transaction(async (tx) => {
    const profile = await tx.profiles.findByIdForUpdate(profileId);
    if (!profile) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This profile does not exist.');
    const updated = applyProfileChanges(profile, changes, tx.clock.now());
    await tx.profiles.save(updated);
    return updated;
  });
}
