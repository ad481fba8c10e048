import nodemailer from 'nodemailer';
import type { MailSender } from '../../application/mail/ports.ts';
import { inJobSpan } from '../tracing/trace-context.ts';

export type SmtpSettings = {
  /** smtp://user:pass@host:port or smtps://... (nodemailer's connection URL). */
  url: string;
  /** The From header of every mail. */
  from: string;
  /** Connection, greeting and idle-socket time budget of one send. */
  timeoutMs: number;
};

export type SmtpMailSender = MailSender & { close(): void };

/**
 * Sends through one SMTP server with nodemailer; the outbox row's send id becomes the Message-ID header. Each send is a
 * span of the trace the mail was queued in.
 */
export function createSmtpMailSender(settings: SmtpSettings): SmtpMailSender {
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return {
    async deliver(mail) {
      const carrier = mail.trace ? { traceparent: mail.trace } : undefined;
      await inJobSpan('mail send', carrier, { 'messaging.message.id': mail.messageId }, () =>
        transport.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          messageId: mail.messageId,
        }),
      );
    },
    close: () => transport.close(),
  };
}
