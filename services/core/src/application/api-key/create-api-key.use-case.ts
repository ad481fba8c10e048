import { type ApiKey, apiKeyExpiry, apiKeyName, apiKeyPrefix } from '../../domain/api-key/api-key.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { ApiKeyDeps } from './ports.ts';

/** A new key and its secret, which is shown this once and never stored. */
export type CreatedApiKey = { key: ApiKey; secret: string };

/**
 * Creates a key for the signed-in caller. A call made with a key is refused: a leaked key must not be able to mint
 * keys that outlive its revocation.
 */
export async function createApiKey(
  deps: ApiKeyDeps,
  input: { actor: Profile; viaApiKey: boolean; name: string; readOnly: boolean },
): Promise<CreatedApiKey> {
  if (input.viaApiKey) {
    throw new DomainError(
      'FORBIDDEN',
      'API_KEY_NOT_ALLOWED',
      'An API key cannot create API keys: sign in to your account (not with a key) to create one.',
    );
  }
  const name = apiKeyName(input.name);
  const secret = deps.secrets.generate();
  const now = deps.clock.now();
  const key: ApiKey = {
    id: deps.ids.newId(),
    ownerId: input.actor.id,
    name,
    hint: secret.slice(0, apiKeyPrefix.length + 6),
    readOnly: input.readOnly,
    createdAt: now,
    expiresAt: apiKeyExpiry(now, deps.expiryDays),
    lastUsedAt: null,
    revokedAt: null,
  };
  const limit = { maxActive: deps.maxActivePerUser, now };
  if (!(await deps.apiKeys.insertWithinLimit(key, deps.secrets.hash(secret), limit))) {
    throw new DomainError(
      'CONFLICT',
      'API_KEY_LIMIT',
      `You already have ${deps.maxActivePerUser} active API keys, the most allowed: revoke one you no longer use before creating another.`,
    );
  }
  return { key, secret };
}
