import type { Mailer } from '../../application/evaluation/ports.ts';
import type { OutboxStore } from './outbox-store.ts';

export type { OutboxMessage, OutboxStore } from './outbox-store.ts';

/** A Mailer that keeps every message in the outbox (listed in the back office) and logs one line per message. */
export function createOutboxMailer(outbox: OutboxStore, logger: { info(message: string): void }): Mailer {
  return {
    async send(message) {
      const stored = await outbox.add(message);
      logger.info(`mail ${stored.id} to ${stored.to} stored in the outbox: ${stored.subject}`);
    },
  };
}
