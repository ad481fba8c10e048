import type { ApiKey } from '../../domain/api-key/api-key.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { Clock, IdGenerator } from '../shared/ports.ts';

/** Stores API keys by the hash of their secret; the secret itself is never stored. */
export type ApiKeyStore = {
  /**
   * Inserts the key unless its owner already has `maxActive` keys neither revoked nor expired at `now`; false when
   * refused. Count and insert are one transaction serialised per owner, so concurrent creates cannot pass the limit.
   */
  insertWithinLimit(key: ApiKey, secretHash: string, limit: { maxActive: number; now: Date }): Promise<boolean>;
  /** The owner's keys, newest first, revoked ones included. */
  listByOwner(ownerId: string): Promise<ApiKey[]>;
  findById(id: string): Promise<ApiKey | null>;
  findBySecretHash(secretHash: string): Promise<ApiKey | null>;
  /** Revokes the owner's key unless it already is; true when this call revoked it (one conditional update). */
  revoke(input: { id: string; ownerId: string; at: Date }): Promise<boolean>;
  /** Records a use, unless the key was revoked or its last use was recorded after `staleBefore`. */
  touchLastUsed(input: { id: string; at: Date; staleBefore: Date }): Promise<void>;
};

/** Makes key secrets and their hashes (random bytes and SHA-256 in production). */
export type ApiKeySecrets = { generate(): string; hash(secret: string): string };

/** What the API key use cases need; apart from CoreDeps, as keys are managed beside the identity adapter. */
export type ApiKeyDeps = {
  clock: Clock;
  ids: IdGenerator;
  apiKeys: ApiKeyStore;
  secrets: ApiKeySecrets;
  profiles: { findById(id: string): Promise<Profile | null> };
  /** API_KEY_EXPIRY_DAYS: how long a new key works. */
  expiryDays: number;
  /** API_KEYS_PER_USER: how many keys, neither revoked nor expired, one user may hold. */
  maxActivePerUser: number;
};
