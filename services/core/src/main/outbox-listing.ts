import type { OutboxEntry } from '../application/mail/ports.ts';

/** One line per outbox mail, newest first: when, status (with tries and the last error), recipient, subject. */
export function outboxLines(entries: OutboxEntry[]): string[] {
  if (entries.length === 0) return ['The outbox is empty.'];
  return entries.map((entry) => {
    const tries = entry.tries === 1 ? '1 try' : `${entry.tries} tries`;
    const error = entry.lastError ? ` (${entry.lastError})` : '';
    return `${entry.createdAt.toISOString()}  ${entry.id}  ${entry.status}, ${tries}${error}  to ${entry.to}: ${entry.subject}`;
  });
}

/** The whole of one mail as plain text, headers first. */
export function outboxMailText(entry: OutboxEntry): string {
  return [
    `To: ${entry.to}`,
    `Subject: ${entry.subject}`,
    `Status: ${entry.status}${entry.sentAt ? ` at ${entry.sentAt.toISOString()}` : ''}, tries: ${entry.tries}`,
    ...(entry.lastError ? [`Last error: ${entry.lastError}`] : []),
    ...(entry.sendId ? [`Message-ID: <${entry.sendId}>`] : []),
    '',
    entry.text,
  ].join('\n');
}
