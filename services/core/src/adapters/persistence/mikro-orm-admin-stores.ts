import type { EntityManager } from '@mikro-orm/core';
import type { MailOutboxAdmin, PeopleDirectory, RoleAuditLog } from '../../application/admin/ports.ts';
import { OutboxMailSchema, toOutboxEntry } from './outbox-mail.entity.ts';
import { ProfileSchema, toProfile } from './profile.entity.ts';
import { RoleChangeSchema, toRoleChange } from './role-change.entity.ts';

/** The role audit log on the request's or the transaction's EntityManager (inside the role change's transaction). */
export function createMikroOrmRoleAuditLog(em: () => EntityManager): RoleAuditLog {
  return {
    async record(change) {
      await em().insert(RoleChangeSchema, { ...change });
    },
    async list({ limit, subjectId }) {
      const rows = await em().find(RoleChangeSchema, subjectId ? { subjectId } : {}, {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit,
      });
      return rows.map(toRoleChange);
    },
  };
}

/** `%`, `_` and `\` are special in LIKE: a search for them means the characters themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Account search over the profiles table (a scan: the back office searches a few thousand accounts at most). */
export function createMikroOrmPeopleDirectory(em: () => EntityManager): PeopleDirectory {
  return {
    async search(text, limit) {
      if (!text) {
        const staff = await em().find(
          ProfileSchema,
          { role: { $in: ['tutor', 'admin'] } },
          { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
        );
        const others = await em().find(
          ProfileSchema,
          { role: 'candidate' },
          { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
        );
        return [...staff, ...others].slice(0, limit).map(toProfile);
      }
      // The exact address first (ILIKE without wildcards is a case-insensitive equality), then every partial match.
      const exact = await em().find(
        ProfileSchema,
        { email: { $ilike: escapeLike(text) } },
        { limit, orderBy: { id: 'asc' } },
      );
      const pattern = `%${escapeLike(text)}%`;
      const partial = await em().find(
        ProfileSchema,
        { $or: [{ email: { $ilike: pattern } }, { fullName: { $ilike: pattern } }] },
        { orderBy: { email: 'asc', id: 'asc' }, limit: limit + exact.length },
      );
      const seen = new Set(exact.map((row) => row.id));
      return [...exact, ...partial.filter((row) => !seen.has(row.id))].slice(0, limit).map(toProfile);
    },
  };
}

/** The Mail screen's reads and its resend: one conditional update (still failed) checked by row count. */
export function createMikroOrmMailOutboxAdmin(em: () => EntityManager): MailOutboxAdmin {
  return {
    async list(limit) {
      const rows = await em().find(OutboxMailSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
      return rows.map(toOutboxEntry);
    },
    async findById(id) {
      const row = await em().findOne(OutboxMailSchema, { id }, { refresh: true });
      return row ? toOutboxEntry(row) : null;
    },
    async resend(id, now) {
      const count = await em().nativeUpdate(
        OutboxMailSchema,
        { id, status: 'failed' },
        { status: 'pending', tries: 0, nextAttemptAt: now },
      );
      return count === 1;
    },
  };
}
