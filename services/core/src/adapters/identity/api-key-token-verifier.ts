import { authenticateApiKey } from '../../application/api-key/authenticate-api-key.use-case.ts';
import type { ApiKeyDeps } from '../../application/api-key/ports.ts';
import type { TokenVerifier, VerifiedIdentity } from '../../application/shared/ports.ts';
import { apiKeyPrefix } from '../../domain/api-key/api-key.ts';

/**
 * Accepts API keys beside the identity provider's tokens on the same `Authorization: Bearer` header: a bearer value
 * with the key prefix is looked up by its hash (every time, so a revoked key is refused at once), anything else goes
 * to the token verifier unchanged.
 */
export function withApiKeys<T extends TokenVerifier>(tokens: T, keys: ApiKeyDeps): T {
  return {
    ...tokens,
    async verify(token, options) {
      if (!token.startsWith(apiKeyPrefix)) return tokens.verify(token, options);
      const { owner, key } = await authenticateApiKey(keys, { secret: token });
      // The owner as stored, so ensureProfile finds nothing to refresh; the role is read from the profile at use.
      const identity: VerifiedIdentity = {
        uid: owner.userId,
        email: owner.email,
        name: owner.fullName,
        photoUrl: owner.photoUrl,
        emailVerified: owner.emailVerified,
        provider: owner.provider,
        apiKey: { id: key.id, readOnly: key.readOnly },
      };
      return identity;
    },
  };
}
