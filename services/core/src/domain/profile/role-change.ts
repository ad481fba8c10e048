import { DomainError } from '../shared/domain-error.ts';
import type { Role } from './profile.ts';

/** Longest reason an admin may give for a role change (one or two sentences for the audit log). */
export const maxRoleChangeReasonCharacters = 500;

/** One change of an account's role, as the audit log keeps it. */
export type RoleChange = {
  id: string;
  /** The admin's profile; null when the operator's CLI made the change. */
  actorId: string | null;
  /** The admin's e-mail at the time, or 'system' for the CLI. */
  actorEmail: string;
  subjectId: string;
  subjectEmail: string;
  fromRole: Role;
  toRole: Role;
  /** Why; null only for changes made without one (the CLI, the older grantRole call). */
  reason: string | null;
  createdAt: Date;
};

/** The trimmed reason; refuses a blank one or one longer than the limit. */
export function roleChangeReason(value: unknown): string {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (!reason)
    throw new DomainError(
      'BAD_USER_INPUT',
      'VALUE_REQUIRED',
      'Give a reason for the role change; it goes in the audit log.',
    );
  if (Array.from(reason).length > maxRoleChangeReasonCharacters) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'TEXT_TOO_LONG',
      `The reason may be at most ${maxRoleChangeReasonCharacters} characters.`,
    );
  }
  return reason;
}
