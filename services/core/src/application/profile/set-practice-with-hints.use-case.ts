import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';

/**
 * Remembers the caller's "Practice with hints" switch on their profile; the next test they start records it. One
 * column update of its own, so a profile edit at the same moment neither loses it nor is lost.
 */
export async function setPracticeWithHints(
  deps: Pick<CoreDeps, 'profiles'>,
  input: { actor: Profile; on: boolean },
): Promise<Profile> {
  const { actor, on } = input;
  await deps.profiles.setPracticeWithHints(actor.userId, on);
  return { ...actor, practiceWithHints: on };
}
