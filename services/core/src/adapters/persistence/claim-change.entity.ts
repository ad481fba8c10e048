import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { ClaimChange } from '../../domain/attempt/claim-change.ts';

/** The claim audit log: one row per admin reassignment, never updated. */
export const ClaimChangeSchema = defineEntity({
  name: 'ClaimChangeRow',
  tableName: 'claim_changes',
  indexes: [{ properties: ['attemptId', 'createdAt'] }],
  properties: {
    id: p.string().primary(),
    attemptId: p.string(),
    actorId: p.string(),
    fromTutorId: p.string().nullable(),
    toTutorId: p.string(),
    reason: p.text(),
    createdAt: p.datetime().index(),
  },
});

export type ClaimChangeRow = InferEntity<typeof ClaimChangeSchema>;

export function toClaimChange(row: ClaimChangeRow): ClaimChange {
  return {
    id: row.id,
    attemptId: row.attemptId,
    actorId: row.actorId,
    fromTutorId: row.fromTutorId ?? null,
    toTutorId: row.toTutorId,
    reason: row.reason,
    createdAt: row.createdAt,
  };
}
