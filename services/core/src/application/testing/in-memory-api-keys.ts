import type { ApiKey } from '../../domain/api-key/api-key.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { ApiKeyDeps, ApiKeySecrets, ApiKeyStore } from '../api-key/ports.ts';
import { createSequentialIds, createSettableClock, type SettableClock } from './in-memory-support.ts';

export type InMemoryApiKeyStore = ApiKeyStore & { storedHashes(): string[] };

/** ApiKeyStore in memory with the same conditional rules as the SQL one (revoke once, touch only live keys). */
export function createInMemoryApiKeyStore(): InMemoryApiKeyStore {
  const rows = new Map<string, { key: ApiKey; hash: string }>();
  const copy = (key: ApiKey): ApiKey => ({ ...key });
  return {
    async insertWithinLimit(key, secretHash, { maxActive, now }) {
      const active = [...rows.values()].filter(
        (row) => row.key.ownerId === key.ownerId && !row.key.revokedAt && row.key.expiresAt > now,
      );
      if (active.length >= maxActive) return false;
      rows.set(key.id, { key: copy(key), hash: secretHash });
      return true;
    },
    async listByOwner(ownerId) {
      return [...rows.values()]
        .filter((row) => row.key.ownerId === ownerId)
        .map((row) => copy(row.key))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
    async findById(id) {
      const row = rows.get(id);
      return row ? copy(row.key) : null;
    },
    async findBySecretHash(secretHash) {
      const row = [...rows.values()].find((candidate) => candidate.hash === secretHash);
      return row ? copy(row.key) : null;
    },
    async revoke({ id, ownerId, at }) {
      const row = rows.get(id);
      if (!row || row.key.ownerId !== ownerId || row.key.revokedAt) return false;
      row.key.revokedAt = at;
      return true;
    },
    async touchLastUsed({ id, at, staleBefore }) {
      const row = rows.get(id);
      if (!row || row.key.revokedAt) return;
      if (row.key.lastUsedAt && row.key.lastUsedAt.getTime() > staleBefore.getTime()) return;
      row.key.lastUsedAt = at;
    },
    storedHashes: () => [...rows.values()].map((row) => row.hash),
  };
}

/** Predictable secrets ('mtk_test-secret-1', ...) and a visible stand-in hash. */
export function createFakeApiKeySecrets(): ApiKeySecrets {
  let next = 0;
  return { generate: () => `mtk_test-secret-${++next}`, hash: (secret) => `hashed(${secret})` };
}

export type InMemoryApiKeyDeps = ApiKeyDeps & {
  clock: SettableClock;
  apiKeys: InMemoryApiKeyStore;
  profiles: { findById(id: string): Promise<Profile | null>; put(profile: Profile): void; remove(id: string): void };
};

/** Fresh in-memory deps for the API key use cases. */
export function createInMemoryApiKeyDeps(
  options: { expiryDays?: number; maxActivePerUser?: number } = {},
): InMemoryApiKeyDeps {
  const profiles = new Map<string, Profile>();
  return {
    clock: createSettableClock(),
    ids: createSequentialIds('key'),
    apiKeys: createInMemoryApiKeyStore(),
    secrets: createFakeApiKeySecrets(),
    profiles: {
      findById: async (id) => profiles.get(id) ?? null,
      put: (profile) => void profiles.set(profile.id, profile),
      remove: (id) => void profiles.delete(id),
    },
    expiryDays: options.expiryDays ?? 90,
    maxActivePerUser: options.maxActivePerUser ?? 10,
  };
}
