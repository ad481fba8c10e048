import type { ApiKey } from '../../domain/api-key/api-key.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { ApiKeyDeps } from './ports.ts';

/** The caller's own keys, newest first (revoked and expired ones too, so their history stays visible). */
export function listApiKeys(deps: ApiKeyDeps, input: { actor: Profile }): Promise<ApiKey[]> {
  return deps.apiKeys.listByOwner(input.actor.id);
}
