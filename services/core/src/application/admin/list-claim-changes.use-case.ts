import type { ClaimChange } from '../../domain/attempt/claim-change.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { checkListLimit } from './admin-reads.use-case.ts';
import { requireAdmin } from './require-admin.ts';

/** A claim change with its people named by e-mail, as the admin's claim log shows it. */
export type ClaimChangeView = Omit<ClaimChange, 'actorId' | 'fromTutorId' | 'toTutorId'> & {
  actorEmail: string;
  fromTutorEmail: string | null;
  toTutorEmail: string;
};

/** The claim audit log, newest first; admins only. */
export async function listClaimChanges(
  deps: Pick<CoreDeps, 'claimAudit' | 'profiles'>,
  input: { actor: Profile; limit: number },
): Promise<ClaimChangeView[]> {
  requireAdmin(input.actor);
  const changes = await deps.claimAudit.list({ limit: checkListLimit(input.limit) });
  const ids = new Set(changes.flatMap((change) => [change.actorId, change.toTutorId, change.fromTutorId ?? []].flat()));
  const emails = new Map<string, string>();
  // At most 3 × 100 distinct ids, each a primary-key read; an account is never deleted, so every id resolves.
  await Promise.all(
    [...ids].map(async (id) => {
      const profile = await deps.profiles.findById(id);
      emails.set(id, profile?.email ?? '(unknown account)');
    }),
  );
  const emailOf = (id: string) => emails.get(id) ?? '(unknown account)';
  return changes.map(({ actorId, fromTutorId, toTutorId, ...change }) => ({
    ...change,
    actorEmail: emailOf(actorId),
    fromTutorEmail: fromTutorId ? emailOf(fromTutorId) : null,
    toTutorEmail: emailOf(toTutorId),
  }));
}
