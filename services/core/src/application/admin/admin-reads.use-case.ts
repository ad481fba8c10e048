import type { Profile } from '../../domain/profile/profile.ts';
import type { RoleChange } from '../../domain/profile/role-change.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import type { OutboxEntry } from '../mail/ports.ts';
import { requireAdmin } from './require-admin.ts';

/** Longest search text: an e-mail address fits with room to spare. */
export const maxPeopleSearchCharacters = 200;

export function checkListLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new DomainError('BAD_USER_INPUT', 'PAGE_INVALID', 'The number of rows must be a whole number from 1 to 100.');
  }
  return limit;
}

/** Accounts whose e-mail or name contains the text; admins only. */
export async function searchPeople(
  deps: Pick<CoreDeps, 'identityAccounts' | 'people' | 'transaction'>,
  input: { actor: Profile; text: string; limit: number },
): Promise<Profile[]> {
  requireAdmin(input.actor);
  const text = input.text.trim();
  if (Array.from(text).length > maxPeopleSearchCharacters) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'TEXT_TOO_LONG',
      `Search for at most ${maxPeopleSearchCharacters} characters.`,
    );
  }
  const found = await deps.people.search(text, checkListLimit(input.limit));
  return withCurrentVerification(deps, found);
}

/**
 * The stored verification flag changes only when the account's owner next calls with a token that says verified; the
 * identity provider knows at once. The unverified ones listed are checked there, and those verified since are stored
 * as verified (under the row lock, like the sign-in refresh). When the provider cannot be reached the stored flags
 * stand: the list still loads.
 */
async function withCurrentVerification(
  deps: Pick<CoreDeps, 'identityAccounts' | 'transaction'>,
  found: Profile[],
): Promise<Profile[]> {
  const unverified = found.filter((profile) => !profile.emailVerified).map((profile) => profile.userId);
  if (unverified.length === 0) return found;
  let verified: Set<string>;
  try {
    verified = await deps.identityAccounts.verifiedNow(unverified);
  } catch {
    return found;
  }
  if (verified.size === 0) return found;
  return Promise.all(
    found.map(async (profile) => {
      if (profile.emailVerified || !verified.has(profile.userId)) return profile;
      return deps.transaction(async (tx) => {
        const current = (await tx.profiles.findByIdForUpdate(profile.id)) ?? profile;
        if (current.emailVerified) return current;
        const refreshed: Profile = { ...current, emailVerified: true };
        await tx.profiles.save(refreshed);
        return refreshed;
      });
    }),
  );
}

/** The role audit log, newest first, or one account's part of it; admins only. */
export async function listRoleChanges(
  deps: Pick<CoreDeps, 'roleAudit'>,
  input: { actor: Profile; limit: number; subjectId?: string | null },
): Promise<RoleChange[]> {
  requireAdmin(input.actor);
  return deps.roleAudit.list({
    limit: checkListLimit(input.limit),
    ...(input.subjectId ? { subjectId: input.subjectId } : {}),
  });
}

/** The outbox, newest first; admins only. */
export async function listOutbox(
  deps: Pick<CoreDeps, 'mailOutbox'>,
  input: { actor: Profile; limit: number },
): Promise<OutboxEntry[]> {
  requireAdmin(input.actor);
  return deps.mailOutbox.list(checkListLimit(input.limit));
}
