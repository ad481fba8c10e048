import type { Profile } from '../../domain/profile/profile.ts';
import type { RoleChange } from '../../domain/profile/role-change.ts';
import type { MailOutboxAdmin, PeopleDirectory, RoleAuditLog } from '../admin/ports.ts';
import type { OutboxEntry } from '../mail/ports.ts';

const copy = <T>(value: T): T => structuredClone(value);

export type InMemoryRoleAuditLog = RoleAuditLog & { all(): RoleChange[]; snapshot(): () => void };

/** The audit log in memory, rolled back with the fake transaction like the table would be. */
export function createInMemoryRoleAuditLog(): InMemoryRoleAuditLog {
  let rows: RoleChange[] = [];
  return {
    async record(change) {
      rows.push(copy(change));
    },
    async list({ limit, subjectId }) {
      return rows
        .filter((row) => subjectId === undefined || row.subjectId === subjectId)
        .reverse()
        .slice(0, limit)
        .map(copy);
    },
    all: () => rows.map(copy),
    snapshot() {
      const saved = rows.map(copy);
      return () => {
        rows = saved;
      };
    },
  };
}

/** Searches the profiles the fake repository holds, in the order the table's query uses. */
export function createInMemoryPeopleDirectory(profiles: { all(): Profile[] }): PeopleDirectory {
  return {
    async search(text, limit) {
      const needle = text.toLowerCase();
      const all = profiles.all();
      if (!needle) {
        const staffFirst = (p: Profile) => (p.role === 'candidate' ? 1 : 0);
        return all
          .sort((a, b) => staffFirst(a) - staffFirst(b) || b.createdAt.getTime() - a.createdAt.getTime())
          .slice(0, limit);
      }
      return all
        .filter((p) => p.email.toLowerCase().includes(needle) || p.fullName.toLowerCase().includes(needle))
        .sort(
          (a, b) =>
            Number(b.email.toLowerCase() === needle) - Number(a.email.toLowerCase() === needle) ||
            a.email.localeCompare(b.email),
        )
        .slice(0, limit);
    },
  };
}

/** The Mail screen's view of the in-memory outbox rows, with the same conditional resend as the table. */
export function createInMemoryMailOutboxAdmin(outbox: { rows: OutboxEntry[] }): MailOutboxAdmin {
  return {
    async list(limit) {
      return outbox.rows.slice(-limit).reverse().map(copy);
    },
    async findById(id) {
      const row = outbox.rows.find((entry) => entry.id === id);
      return row ? copy(row) : null;
    },
    async resend(id, now) {
      const row = outbox.rows.find((entry) => entry.id === id && entry.status === 'failed');
      if (!row) return false;
      Object.assign(row, { status: 'pending', tries: 0, nextAttemptAt: now });
      return true;
    },
  };
}
