import type { EntityManager } from '@mikro-orm/core';
import type { ClaimAuditLog } from '../../application/admin/claim-audit.ts';
import { ClaimChangeSchema, toClaimChange } from './claim-change.entity.ts';

/** The claim audit log on the request's or the transaction's EntityManager (inside the reassignment's transaction). */
export function createMikroOrmClaimAuditLog(em: () => EntityManager): ClaimAuditLog {
  return {
    async record(change) {
      await em().insert(ClaimChangeSchema, { ...change });
    },
    async list({ limit, attemptId }) {
      const rows = await em().find(ClaimChangeSchema, attemptId ? { attemptId } : {}, {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit,
      });
      return rows.map(toClaimChange);
    },
  };
}
