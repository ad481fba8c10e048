import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ProfileSchema } from './profile.entity.ts';

/**
 * Mapped only so the schema snapshot knows the table (Migration20261126060000_api_keys made it); reads and writes go
 * through the hand-written SQL of mikro-orm-api-key.store.ts. Only the SHA-256 of a key's secret is kept.
 */
export const ApiKeySchema = defineEntity({
  name: 'ApiKeyRow',
  tableName: 'api_keys',
  properties: {
    id: p.string().primary(),
    owner: p.manyToOne(ProfileSchema).deleteRule('cascade').updateRule('cascade').index(),
    name: p.string().length(60),
    hint: p.string().length(32),
    secretHash: p.string().columnType('char(64)').unique(),
    readOnly: p.boolean().default(false),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

export type ApiKeyRow = InferEntity<typeof ApiKeySchema>;
