import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeySecrets } from '../../application/api-key/ports.ts';
import { apiKeyPrefix } from '../../domain/api-key/api-key.ts';

/**
 * 32 random bytes behind the `mtk_` prefix, stored as their SHA-256: a key this random cannot be guessed from its
 * hash, so a slow password hash would only slow every keyed request down.
 */
export function createApiKeySecrets(): ApiKeySecrets {
  return {
    generate: () => `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`,
    hash: (secret) => createHash('sha256').update(secret, 'utf8').digest('hex'),
  };
}
