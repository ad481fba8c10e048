import type { Profile } from '../../domain/profile/profile.ts';
import type { RoleChange } from '../../domain/profile/role-change.ts';
import type { OutboxEntry } from '../mail/ports.ts';

/** Every change of a role, written in the transaction of the change itself. */
export type RoleAuditLog = {
  record(change: RoleChange): Promise<void>;
  /** Newest first; only the changes of one account when `subjectId` is given. */
  list(options: { limit: number; subjectId?: string }): Promise<RoleChange[]>;
};

/** Finds accounts for the admin's People screen. */
export type PeopleDirectory = {
  /**
   * Profiles whose e-mail or name contains `text` (case-insensitive), exact e-mail matches first, then by e-mail;
   * an empty text lists the staff (tutors and admins) first, then the newest accounts.
   */
  search(text: string, limit: number): Promise<Profile[]>;
};

/**
 * The identity provider's accounts as they stand now. A profile learns that its e-mail was verified only when its
 * owner next calls with a fresh token; the People screen asks here instead of waiting for that.
 */
export type IdentityAccounts = {
  /** Of these accounts (Profile.userId, at most 100), the ones whose e-mail the identity provider holds verified. */
  verifiedNow(userIds: string[]): Promise<Set<string>>;
};

/** The outbox as the admin's Mail screen reads and changes it; the relay's own claims are not here. */
export type MailOutboxAdmin = {
  /** Newest first. */
  list(limit: number): Promise<OutboxEntry[]>;
  /**
   * Puts a failed mail back to pending for a fresh round of tries, due at `now`, if it is still failed; false when
   * it is not (already resent by someone else, or never failed). One conditional update, checked by row count.
   */
  resend(id: string, now: Date): Promise<boolean>;
  findById(id: string): Promise<OutboxEntry | null>;
};
