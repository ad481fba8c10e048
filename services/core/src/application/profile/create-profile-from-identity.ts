import type { Profile } from '../../domain/profile/profile.ts';
import { displayNameFor, newProfile } from '../../domain/profile/profile-rules.ts';
import type { CoreDeps } from '../deps.ts';
import type { VerifiedIdentity } from '../shared/ports.ts';
import { saveNewOrReuse } from '../shared/save-new.ts';

/** Creates a candidate profile from a verified identity (no lookup); races resolve to the stored one. */
export async function createProfileFromIdentity(
  deps: Pick<CoreDeps, 'clock' | 'ids' | 'profiles'>,
  identity: VerifiedIdentity,
  fullName: string | null,
): Promise<Profile> {
  const profile = newProfile({
    id: deps.ids.newId(),
    userId: identity.uid,
    email: identity.email,
    fullName: displayNameFor(fullName ?? identity.name, identity.email),
    photoUrl: identity.photoUrl,
    emailVerified: identity.emailVerified,
    provider: identity.provider,
    now: deps.clock.now(),
  });
  return saveNewOrReuse(
    profile,
    (record) => deps.profiles.save(record),
    () => deps.profiles.findByUserId(identity.uid),
  );
}
