import type { ApiKey } from '../../domain/api-key/api-key.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { ApiKeyDeps } from './ports.ts';

/** Revokes one of the caller's keys at once; revoking a revoked key is a no-op. Another user's key is NOT_FOUND. */
export async function revokeApiKey(deps: ApiKeyDeps, input: { actor: Profile; id: string }): Promise<ApiKey> {
  const notFound = () => new DomainError('NOT_FOUND', 'NOT_FOUND', 'You have no API key with this id.');
  const existing = await deps.apiKeys.findById(input.id);
  if (!existing || existing.ownerId !== input.actor.id) throw notFound();
  await deps.apiKeys.revoke({ id: existing.id, ownerId: input.actor.id, at: deps.clock.now() });
  // Read back: the revocation time is the one stored, whichever request revoked it first.
  const revoked = await deps.apiKeys.findById(existing.id);
  if (!revoked) throw notFound();
  return revoked;
}
