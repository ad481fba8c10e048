import type { VerifiedIdentity } from '../../application/shared/ports.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

/** FORBIDDEN when the caller came with a read-only API key: such a key reads and never writes. */
export function refuseReadOnlyKey(identity: VerifiedIdentity): void {
  if (identity.apiKey?.readOnly) {
    throw new DomainError(
      'FORBIDDEN',
      'API_KEY_READ_ONLY',
      'This API key is read-only: it can read but not change anything. Use a key with write access, or sign in.',
    );
  }
}
