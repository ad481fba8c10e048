import type { MailMessage, OutboxEntry, OutboxRelayStore } from '../../application/mail/ports.ts';

/** An outbox row (the name the back office and the tests use). */
export type OutboxMessage = OutboxEntry;

/** The outbox table: the outbox mailer adds rows in the use case's transaction; the relay claims and sends them. */
export type OutboxStore = OutboxRelayStore & {
  add(message: MailMessage): Promise<OutboxEntry>;
};
