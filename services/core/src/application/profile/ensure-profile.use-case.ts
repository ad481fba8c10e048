import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import type { VerifiedIdentity } from '../shared/ports.ts';
import { createProfileFromIdentity } from './create-profile-from-identity.ts';

/** The caller's profile, created on the first authenticated call and kept in step with the identity provider. */
export async function ensureProfile(
  deps: Pick<CoreDeps, 'clock' | 'ids' | 'profiles' | 'transaction'>,
  input: { identity: VerifiedIdentity },
): Promise<Profile> {
  const { identity } = input;
  const existing = await deps.profiles.findByUserId(identity.uid);
  if (!existing) return createProfileFromIdentity(deps, identity, null);
  if (
    existing.email === identity.email &&
    existing.emailVerified === identity.emailVerified &&
    existing.photoUrl === identity.photoUrl
  ) {
    return existing;
  }
  // Under the row lock, so the refresh never writes back a plan that a payment changed in the meantime.
  return deps.transaction(async (tx) => {
    const current = (await tx.profiles.findByIdForUpdate(existing.id)) ?? existing;
    const refreshed: Profile = {
      ...current,
      email: identity.email,
      emailVerified: identity.emailVerified,
      photoUrl: identity.photoUrl,
    };
    await tx.profiles.save(refreshed);
    return refreshed;
  });
}
