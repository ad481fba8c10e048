import type { Auth } from 'firebase-admin/auth';
import { authenticateApiKey } from '../../application/api-key/authenticate-api-key.use-case.ts';
import type { ApiKeyDeps } from '../../application/api-key/ports.ts';
import type { Clock, TokenVerifier, VerifiedIdentity } from '../../application/shared/ports.ts';
import { apiKeyPrefix } from '../../domain/api-key/api-key.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { type AccountStatus, createRevocationVerdicts } from './revocation-verdicts.ts';

/** Whether the owner's account still exists and is enabled, asked of the identity service at most once a window. */
export type OwnerAccountCheck = (uid: string, options: { fresh: boolean }) => Promise<'gone' | 'disabled' | null>;

const refusals = {
  gone: 'The account this API key belongs to no longer exists.',
  disabled: 'The account this API key belongs to is disabled. Please contact support.',
};

const refusalReasons = { gone: 'ACCOUNT_DELETED', disabled: 'ACCOUNT_DISABLED' } as const;

/**
 * Accepts API keys beside the identity provider's tokens on the same `Authorization: Bearer` header: a bearer value
 * with the key prefix is looked up by its hash (every time, so a revoked key is refused at once), anything else goes
 * to the token verifier unchanged. A key of a disabled or deleted account is refused like its tokens.
 */
export function withApiKeys<T extends TokenVerifier>(tokens: T, keys: ApiKeyDeps, ownerAccount: OwnerAccountCheck): T {
  return {
    ...tokens,
    async verify(token, options) {
      if (!token.startsWith(apiKeyPrefix)) return tokens.verify(token, options);
      const { owner, key } = await authenticateApiKey(keys, { secret: token });
      const refusal = await ownerAccount(owner.userId, { fresh: options?.fresh === true });
      if (refusal) throw new DomainError('UNAUTHENTICATED', refusalReasons[refusal], refusals[refusal]);
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

/**
 * The owner check on Firebase, with the same per-user window as ID tokens (TOKEN_REVOCATION_CHECK_SECONDS). A "sign
 * out everywhere" does not stop keys: they are revoked one by one, as personal access tokens usually are.
 */
export function firebaseOwnerAccountCheck(auth: Auth, options: { windowSeconds: number; clock: Clock }) {
  const verdicts = createRevocationVerdicts({ read: (uid) => readStatus(auth, uid), ...options });
  const check: OwnerAccountCheck = async (uid, { fresh }) => {
    const refusal = await verdicts.refusal(uid, Number.MAX_SAFE_INTEGER, { fresh }).catch(() => {
      throw new DomainError(
        'UNAUTHENTICATED',
        'API_KEY_UNCHECKED',
        'This API key could not be checked just now. Please try again.',
      );
    });
    return refusal === 'revoked' ? null : refusal;
  };
  return check;
}

async function readStatus(auth: Auth, uid: string): Promise<AccountStatus> {
  try {
    const user = await auth.getUser(uid);
    return { disabled: user.disabled, tokensValidAfterMs: null };
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}
