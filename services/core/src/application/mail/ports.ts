/** One e-mail: a plain-text body always, an HTML one beside it when the template has one. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Queues e-mail to users: use cases write it to the outbox in their own transaction; the relay sends it later. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
};

/** A message leaving the outbox: its send id is the Message-ID, the same on every try of the same row. */
export type OutgoingMail = MailMessage & {
  messageId: string;
  /** The trace the mail was queued in (a W3C traceparent, when tracing was on), which its send continues. */
  trace?: string;
};

/** Hands one message to a mail server now (SMTP in full mode); throws when the server refuses it or cannot be reached. */
export type MailSender = {
  deliver(mail: OutgoingMail): Promise<void>;
};

export const outboxStatuses = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** An outbox row as the relay and the back office see it. */
export type OutboxEntry = MailMessage & {
  id: string;
  status: OutboxStatus;
  /** Sends attempted so far (a claim counts as one). */
  tries: number;
  /** The last refusal or connection error; null once sent. */
  lastError: string | null;
  /** Message-ID of the sends; set at the first claim and kept for the retries. */
  sendId: string | null;
  createdAt: Date;
  /** A pending row is not tried before this (backoff after a failure, the lease of a claim in flight). */
  nextAttemptAt: Date;
  sentAt: Date | null;
  /** The trace the mail was queued in (a W3C traceparent, when tracing was on). */
  trace?: string;
};

/**
 * The outbox as the relay uses it. Every change is a conditional update checked by row count, so two relays running
 * at once never both send a row: only the one whose claim changed the row goes on.
 */
export type OutboxRelayStore = {
  /** Pending rows whose next attempt is due, oldest first. */
  listDue(now: Date, limit: number): Promise<OutboxEntry[]>;
  /**
   * Takes `entry` for one try if it is still pending, due and at `entry.tries`: counts the try, keeps (or sets)
   * the send id and holds the row until `leaseUntil`. Null when another relay took it first.
   */
  claim(entry: OutboxEntry, claim: { now: Date; leaseUntil: Date; newSendId: string }): Promise<OutboxEntry | null>;
  /** Records the outcome of the claimed try; false when the row is no longer at that try (nothing changed). */
  markSent(claimed: OutboxEntry, sentAt: Date): Promise<boolean>;
  markRetry(claimed: OutboxEntry, error: string, nextAttemptAt: Date): Promise<boolean>;
  markFailed(claimed: OutboxEntry, error: string): Promise<boolean>;
  /** Newest first, for the back office. */
  list(limit: number): Promise<OutboxEntry[]>;
};
