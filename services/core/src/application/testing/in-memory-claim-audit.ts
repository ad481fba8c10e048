import type { ClaimChange } from '../../domain/attempt/claim-change.ts';
import type { ClaimAuditLog } from '../admin/claim-audit.ts';

const copy = <T>(value: T): T => structuredClone(value);

export type InMemoryClaimAuditLog = ClaimAuditLog & { snapshot(): () => void };

/** The claim audit log in memory, rolled back with the fake transaction like the table would be. */
export function createInMemoryClaimAuditLog(): InMemoryClaimAuditLog {
  let rows: ClaimChange[] = [];
  return {
    async record(change) {
      rows.push(copy(change));
    },
    async list({ limit, attemptId }) {
      return rows
        .filter((row) => attemptId === undefined || row.attemptId === attemptId)
        .reverse()
        .slice(0, limit)
        .map(copy);
    },
    snapshot() {
      const saved = rows.map(copy);
      return () => {
        rows = saved;
      };
    },
  };
}
