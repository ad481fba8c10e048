import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import type { VerifiedIdentity } from '../shared/ports.ts';
import { createProfileFromIdentity } from './create-profile-from-identity.ts';

/**
 * REST POST /v1/api/users: creates the caller's profile, or returns the existing one (idempotent). E-mail verification
 * is taken from the verified identity token, never from the client's `emailVerified` claim.
 */
export async function createProfile(
  deps: Pick<CoreDeps, 'clock' | 'ids' | 'profiles'>,
  input: { identity: VerifiedIdentity; fullName?: string; emailVerified?: boolean },
): Promise<Profile> {
  const existing = await deps.profiles.findByUserId(input.identity.uid);
  if (existing) return existing;
  // Cleaned like the identity's name (displayNameFor): control characters out, spaces collapsed, capped.
  const fullName = input.fullName?.trim() ? input.fullName : null;
  return createProfileFromIdentity(deps, input.identity, fullName);
}
