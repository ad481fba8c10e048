import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ApiKeyStore } from '../../application/api-key/ports.ts';
import type { ApiKey } from '../../domain/api-key/api-key.ts';

// Hand-written SQL like lean-reads.ts: the lookup by hash runs on every keyed request, and nothing here needs the
// identity map or change tracking. The table comes from Migration20261126060000_api_keys.
const columns = 'id, owner_id, name, hint, read_only, created_at, expires_at, last_used_at, revoked_at';

type Row = {
  id: string;
  owner_id: string;
  name: string;
  hint: string;
  read_only: boolean;
  created_at: Date | string;
  expires_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
};

const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const toApiKey = (row: Row): ApiKey => ({
  id: row.id,
  ownerId: row.owner_id,
  name: row.name,
  hint: row.hint,
  readOnly: row.read_only,
  createdAt: date(row.created_at),
  expiresAt: date(row.expires_at),
  lastUsedAt: row.last_used_at === null ? null : date(row.last_used_at),
  revokedAt: row.revoked_at === null ? null : date(row.revoked_at),
});

/** ApiKeyStore on PostgreSQL (or PGlite); revoke and last use are conditional updates, so neither undoes the other. */
export function createMikroOrmApiKeyStore(em: () => EntityManager): ApiKeyStore {
  const sql = () => em() as SqlEntityManager;
  const rows = async (query: string, params: unknown[]) =>
    ((await sql().execute(query, params, 'all')) as Row[]).map(toApiKey);
  const run = async (query: string, params: unknown[]) =>
    (await sql().execute<{ affectedRows: number }>(query, params, 'run')).affectedRows;

  return {
    insertWithinLimit: (key, secretHash, { maxActive, now }) =>
      em().transactional(async (tx) => {
        const inTx = tx as SqlEntityManager;
        // Serialises this owner's creates until commit: a second create counts after the first one's insert.
        await inTx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`api_keys:${key.ownerId}`]);
        const [counted] = (await inTx.execute(
          'select count(*)::int as active from "api_keys" where owner_id = ? and revoked_at is null and expires_at > ?',
          [key.ownerId, now],
          'all',
        )) as { active: number }[];
        if (Number(counted?.active ?? 0) >= maxActive) return false;
        await inTx.execute(`insert into "api_keys" (${columns}, secret_hash) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
          key.id,
          key.ownerId,
          key.name,
          key.hint,
          key.readOnly,
          key.createdAt,
          key.expiresAt,
          key.lastUsedAt,
          key.revokedAt,
          secretHash,
        ]);
        return true;
      }),
    listByOwner: (ownerId) =>
      rows(`select ${columns} from "api_keys" where owner_id = ? order by created_at desc, id desc`, [ownerId]),
    async findById(id) {
      const [key] = await rows(`select ${columns} from "api_keys" where id = ?`, [id]);
      return key ?? null;
    },
    async findBySecretHash(secretHash) {
      const [key] = await rows(`select ${columns} from "api_keys" where secret_hash = ?`, [secretHash]);
      return key ?? null;
    },
    async revoke({ id, ownerId, at }) {
      const count = await run(
        'update "api_keys" set revoked_at = ? where id = ? and owner_id = ? and revoked_at is null',
        [at, id, ownerId],
      );
      return count === 1;
    },
    async touchLastUsed({ id, at, staleBefore }) {
      await run(
        'update "api_keys" set last_used_at = ? where id = ? and revoked_at is null and (last_used_at is null or last_used_at <= ?)',
        [at, id, staleBefore],
      );
    },
  };
}
