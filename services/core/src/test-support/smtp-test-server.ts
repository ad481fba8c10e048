import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it, parsed. */
export type ReceivedMail = {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type SmtpTestServer = {
  /** smtp://127.0.0.1:<kernel port> (no TLS, no login). */
  url: string;
  received: ReceivedMail[];
  /** While true, every recipient is refused with a permanent 550 answer. */
  rejecting: boolean;
  /** Recipients refused with a 550 answer whatever `rejecting` says (lower-case addresses). */
  refusedAddresses: Set<string>;
  /** Recipients refused so far (each try of a rejected send counts). */
  rejections: number;
  /** The refused recipients' addresses, one entry per refusal. */
  refused: string[];
  close(): Promise<void>;
};

/** A real SMTP server (smtp-server) on a port the kernel picks, keeping every mail it accepts. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const state: SmtpTestServer = {
    url: '',
    received: [],
    rejecting: false,
    refusedAddresses: new Set(),
    rejections: 0,
    refused: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!state.rejecting && !state.refusedAddresses.has(address.address.toLowerCase())) return callback();
      state.rejections++;
      state.refused.push(address.address.toLowerCase());
      const refusal = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 });
      return callback(refusal);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          state.received.push({
            messageId: mail.messageId ?? '',
            from: mail.from?.text ?? '',
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
