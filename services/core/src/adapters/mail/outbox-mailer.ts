import type { Mailer } from '../../application/mail/ports.ts';
import type { OutboxStore } from './outbox-store.ts';

export type { OutboxMessage, OutboxStore } from './outbox-store.ts';

/**
 * A Mailer that writes every message to the outbox, in the caller's transaction, and logs one line per message.
 * `relayed` says whether an outbox relay sends it (SMTP_URL set) or it is only kept in the outbox, not sent.
 */
export function createOutboxMailer(
  outbox: OutboxStore,
  logger: { info(message: string): void },
  relayed = false,
): Mailer {
  const fate = relayed ? 'queued in the outbox for SMTP' : 'kept in the outbox, not sent (no SMTP_URL)';
  return {
    async send(message) {
      const stored = await outbox.add(message);
      logger.info(`mail ${stored.id} to ${stored.to} ${fate}: ${stored.subject}`);
    },
  };
}
