import { inject } from 'vitest';
import type { ReceivedMail } from '../../services/core/src/test-support/smtp-test-server.ts';

// The shared platform sends mail to one SMTP sink (support/global-setup.ts); these read it for one recipient, and make
// it refuse one recipient, so tests about mail do not see each other's.

type Mailbox = { received: ReceivedMail[]; refusals: number };

async function mailbox(to: string, query = ''): Promise<Mailbox> {
  const response = await fetch(`${inject('mailboxUrl')}/?to=${encodeURIComponent(to)}${query}`);
  return (await response.json()) as Mailbox;
}

/** The mails the sink accepted for `to`, oldest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  return (await mailbox(to)).received;
}

/** How many times the sink refused a mail to `to`. */
export async function refusalsOf(to: string): Promise<number> {
  return (await mailbox(to)).refusals;
}

/** Makes the sink refuse (550) every mail to `to`, or accept them again. */
export async function refuseMailTo(to: string, refuse: boolean): Promise<void> {
  await fetch(`${inject('mailboxUrl')}/refuse?to=${encodeURIComponent(to)}&on=${refuse}`);
}
