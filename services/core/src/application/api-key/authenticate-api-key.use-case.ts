import { type ApiKey, apiKeyRefusal, lastUsedIsStale, lastUsedPrecisionSeconds } from '../../domain/api-key/api-key.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { ApiKeyDeps } from './ports.ts';

/** The caller behind a key: its owner as stored now (so a role taken away narrows the key at once) and the key. */
export type KeyHolder = { owner: Profile; key: ApiKey };

/**
 * Checks a key secret: unknown, revoked and expired keys, and keys whose owner is gone, are refused alike (the
 * message does not tell which, so a guessed key learns nothing). Records the use at most once a minute.
 */
export async function authenticateApiKey(deps: ApiKeyDeps, input: { secret: string }): Promise<KeyHolder> {
  const refused = () =>
    new DomainError(
      'UNAUTHENTICATED',
      'API_KEY_INVALID',
      'This API key is unknown, revoked or expired. Create a new key in your profile.',
    );
  const key = await deps.apiKeys.findBySecretHash(deps.secrets.hash(input.secret));
  const now = deps.clock.now();
  if (!key || apiKeyRefusal(key, now)) throw refused();
  const owner = await deps.profiles.findById(key.ownerId);
  if (!owner) throw refused();
  if (lastUsedIsStale(key, now)) {
    await deps.apiKeys.touchLastUsed({
      id: key.id,
      at: now,
      staleBefore: new Date(now.getTime() - lastUsedPrecisionSeconds * 1000),
    });
  }
  return { owner, key };
}
