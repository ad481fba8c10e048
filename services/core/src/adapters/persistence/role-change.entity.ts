import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { roles } from '../../domain/profile/profile.ts';
import type { RoleChange } from '../../domain/profile/role-change.ts';

/** The role audit log: one row per change, never updated; e-mails copied so a line stays readable as accounts change. */
export const RoleChangeSchema = defineEntity({
  name: 'RoleChangeRow',
  tableName: 'role_changes',
  indexes: [{ properties: ['subjectId', 'createdAt'] }],
  properties: {
    id: p.string().primary(),
    actorId: p.string().nullable(),
    actorEmail: p.string(),
    subjectId: p.string(),
    subjectEmail: p.string(),
    fromRole: p.enum(roles),
    toRole: p.enum(roles),
    reason: p.text().nullable(),
    createdAt: p.datetime().index(),
  },
});

export type RoleChangeRow = InferEntity<typeof RoleChangeSchema>;

export function toRoleChange(row: RoleChangeRow): RoleChange {
  return {
    id: row.id,
    actorId: row.actorId ?? null,
    actorEmail: row.actorEmail,
    subjectId: row.subjectId,
    subjectEmail: row.subjectEmail,
    fromRole: row.fromRole,
    toRole: row.toRole,
    reason: row.reason ?? null,
    createdAt: row.createdAt,
  };
}
