import type { MailMessage } from '../../application/evaluation/ports.ts';

export type OutboxMessage = MailMessage & { id: string; createdAt: Date; sentAt: Date | null };

/** Where the outbox mailer keeps messages; the back office lists them. */
export type OutboxStore = {
  add(message: MailMessage): Promise<OutboxMessage>;
  /** Newest first. */
  list(limit: number): Promise<OutboxMessage[]>;
};
